import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { note } from '../../db/schema';

export interface PassageRow {
  id: string;
  title: string;
  subject: string;
  /** ts_headline's best fragments, joined by FRAGMENT_DELIMITER. */
  passage: string;
  contentText: string;
  rank: number;
}

export const FRAGMENT_DELIMITER = ' … ';

const HEADLINE_OPTIONS = `MaxFragments=2, MinWords=15, MaxWords=45, FragmentDelimiter="${FRAGMENT_DELIMITER}", StartSel="", StopSel=""`;

/**
 * The user's notes that share words with the query, best first, each with its best-matching
 * fragments (ts_headline). Any query word may match: plainto_tsquery's AND becomes OR, and
 * ts_rank_cd still ranks notes that match more of the words (and closer together) higher. A query
 * of stop words only becomes NULL, which matches nothing.
 */
export async function searchNotes(db: Db, userId: string, text: string, limit: number): Promise<PassageRow[]> {
  const query = sql`nullif(replace(plainto_tsquery('english', ${text})::text, '&', '|'), '')::tsquery`;
  const rank = sql<number>`ts_rank_cd(${note.search}, ${query})`;
  // Headlines are costly (they re-parse the text), so only the top notes get one.
  const ranked = db.$with('ranked').as(
    db
      .select({ id: note.id, title: note.title, subject: note.subject, contentText: note.contentText, rank: rank.as('rank') })
      .from(note)
      .where(and(eq(note.userId, userId), sql`${note.search} @@ ${query}`))
      .orderBy(desc(rank), desc(note.createdAt))
      .limit(limit),
  );
  const rows = await db
    .with(ranked)
    .select({
      id: ranked.id,
      title: ranked.title,
      subject: ranked.subject,
      rank: ranked.rank,
      contentText: ranked.contentText,
      passage: sql<string>`ts_headline('english', ${ranked.contentText}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(ranked)
    .orderBy(desc(ranked.rank));
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}
