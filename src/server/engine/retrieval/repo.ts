import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface PassageRow {
  id: string;
  title: string;
  subject: string;
  passage: string;
  rank: number;
}

/**
 * The user's notes that share words with the query, best first, each with its best-matching
 * fragments (ts_headline). Any query word may match: plainto_tsquery's AND becomes OR, and
 * ts_rank_cd still ranks notes that match more of the words (and closer together) higher.
 */
export async function searchNotes(db: Db, userId: string, query: string, limit: number): Promise<PassageRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH q AS (
      SELECT nullif(replace(plainto_tsquery('english', ${query})::text, '&', '|'), '')::tsquery AS query
    ), ranked AS (
      SELECT note.id, note.title, note.subject, note.content_text, ts_rank_cd(note.search, q.query) AS rank, q.query
      FROM note, q
      WHERE note.user_id = ${userId} AND q.query IS NOT NULL AND note.search @@ q.query
      ORDER BY rank DESC, note.created_at DESC
      LIMIT ${limit}
    )
    SELECT id, title, subject, rank,
      ts_headline('english', content_text, query,
        'MaxFragments=2, MinWords=15, MaxWords=45, FragmentDelimiter=" … ", StartSel="", StopSel=""') AS passage
    FROM ranked
    ORDER BY rank DESC`);
  return result.rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    subject: String(row.subject),
    passage: String(row.passage),
    rank: Number(row.rank),
  }));
}
