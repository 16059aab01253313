import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { note } from '../../db/schema';
import type { PageKey } from './page-cursor';

/** A card's fields, the text to cut its preview from, and the exact sort key of the row. */
export interface PreviewRow {
  id: string;
  title: string;
  subject: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  text: string;
  createdAtKey: string;
  rank?: string;
}

export interface PageRequest {
  subject?: string;
  after?: PageKey;
  /** Rows to read: one more than the page, to tell whether another page follows. */
  rows: number;
}

// The preview is 150 characters once list markers and runs of spaces are dropped; this leaves room
// for those without reading (or, for a long note, decompressing) the whole text.
const PREVIEW_SOURCE_CHARS = 1_000;

const HEADLINE_OPTIONS = 'MaxFragments=1, MinWords=12, MaxWords=35, StartSel="", StopSel=""';

/** Microseconds, as stored: the cursor must compare equal to the row it was read from. */
const createdAtKey = sql<string>`to_char(${note.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const WORD_BEING_TYPED = /(?:^|\s)([\p{L}\p{N}]+)$/u;

/**
 * The search box's text as a tsquery over the stored `search` column (built with 'english'): every
 * word must match, websearch syntax ("quoted phrases", -without, or) holds, and a last word not yet
 * followed by a space also matches as the start of a word ('photosyn' finds 'photosynthesis').
 * Only letters and digits reach to_tsquery, so no text can change its syntax.
 */
export function searchQuery(text: string): SQL {
  const typing = WORD_BEING_TYPED.exec(text);
  if (!typing) return sql`websearch_to_tsquery('english', ${text})`;
  const word = typing[1]!;
  const rest = text.slice(0, text.length - word.length);
  // Stemming can change the end of a word cut short ('enzy' stems to 'enzi', which no stored
  // 'enzym' starts with), so the word as typed counts too; a stop word counts for nothing.
  const prefix = sql`case when numnode(to_tsquery('english', ${word})) = 0 then ''::tsquery
    else to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}) end`;
  return sql`(websearch_to_tsquery('english', ${rest}) && ${prefix})`;
}

/** What a note's card shows, besides its passage. */
const cardColumns = {
  id: note.id,
  title: note.title,
  subject: note.subject,
  tags: note.tags,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
};

const owned = (userId: string, subject: string | undefined) =>
  and(eq(note.userId, userId), subject === undefined ? undefined : eq(note.subject, subject));

/** The user's notes newest first (as GET /api/notes), from just after `after`. */
export function previewRows(db: Db, userId: string, { subject, after, rows }: PageRequest): Promise<PreviewRow[]> {
  return db
    .select({
      ...cardColumns,
      text: sql<string>`left(${note.contentText}, ${PREVIEW_SOURCE_CHARS})`,
      createdAtKey,
    })
    .from(note)
    .where(
      and(
        owned(userId, subject),
        after ? sql`(${note.createdAt}, ${note.id}) < (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined,
      ),
    )
    .orderBy(desc(note.createdAt), desc(note.id))
    .limit(rows);
}

/** How many notes the user keeps (of `subject` if given) and every distinct subject among all of them. */
export async function previewTotals(db: Db, userId: string, subject: string | undefined): Promise<{ total: number; subjects: string[] }> {
  const matching = subject === undefined ? sql`count(*)` : sql`count(*) filter (where ${note.subject} = ${subject})`;
  const [row] = await db
    .select({
      total: sql<number>`(${matching})::int`,
      subjects: sql<string[]>`coalesce(array_agg(distinct ${note.subject}), '{}')`,
    })
    .from(note)
    .where(eq(note.userId, userId));
  return { total: row?.total ?? 0, subjects: row?.subjects ?? [] };
}

/**
 * The user's notes matching `text`, best first (then newest first), from just after `after`, each
 * with the passage of its plain text around the match (ts_headline, without highlight markers).
 */
export async function searchRows(db: Db, userId: string, text: string, { subject, after, rows }: PageRequest): Promise<PreviewRow[]> {
  const query = searchQuery(text);
  const rank = sql`ts_rank(${note.search}, ${query})`;
  // Headlines re-parse the text, so only the page's notes get one.
  const page = db.$with('page').as(
    db
      .select({
        ...cardColumns,
        contentText: note.contentText,
        createdAtKey: createdAtKey.as('created_at_key'),
        rankValue: sql<number>`${rank}`.as('rank_value'),
      })
      .from(note)
      .where(
        and(
          owned(userId, subject),
          sql`${note.search} @@ ${query}`,
          after
            ? sql`(${rank}, ${note.createdAt}, ${note.id}) < (${after.rank}::real, ${after.createdAt}::timestamptz, ${after.id}::text)`
            : undefined,
        ),
      )
      .orderBy(desc(rank), desc(note.createdAt), desc(note.id))
      .limit(rows),
  );
  return db
    .with(page)
    .select({
      id: page.id,
      title: page.title,
      subject: page.subject,
      tags: page.tags,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      text: sql<string>`ts_headline('english', ${page.contentText}, ${query}, ${HEADLINE_OPTIONS})`,
      createdAtKey: page.createdAtKey,
      rank: sql<string>`${page.rankValue}::text`,
    })
    .from(page)
    .orderBy(desc(page.rankValue), desc(page.createdAt), desc(page.id));
}

/** How many of the user's notes (of `subject` if given) match `text`. */
export async function searchTotal(db: Db, userId: string, text: string, subject: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(note)
    .where(and(owned(userId, subject), sql`${note.search} @@ ${searchQuery(text)}`));
  return row?.total ?? 0;
}
