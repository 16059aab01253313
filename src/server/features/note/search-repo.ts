import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createdAtKey as createdAtKeyOf } from '../../db/page-key';
import { note } from '../../db/schema';
import type { PageKey } from '../../http/page-cursor';

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

/**
 * ts_headline parses the whole text it is given, so on the embedded database a page of long notes
 * held the database for most of a second (decision 037). A note is headlined within this many
 * characters, starting at a word a little before the first place the searched text is written:
 * ts_headline's passage starts a few words before a match of its words, and where none of them is
 * written whole (the text inside a word: 'synth' in 'photosynthesis'), at the window's start, so
 * the match still shows. Where only the title or a tag holds the text, from the note's start.
 */
const HEADLINE_WINDOW_CHARS = 3_000;
const HEADLINE_LEAD_CHARS = 40;

const createdAtKey = createdAtKeyOf(note.createdAt);

// A word, or hyphenated words ('unit-3', 'cell-bio'), at the end of the text.
const WORD_BEING_TYPED = /(?:^|\s)([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)$/u;

/**
 * What the search box matches: a note's title, text and tags, one per line (the text the small
 * list's filter in the browser matches). The very expression of the trigram index of migration
 * 0010, so that the index answers the match.
 */
const noteSearchText = sql`note_search_text(${note.title}, ${note.contentText}, ${note.tags})`;

/** LIKE's wildcards and its escape character, to be taken as typed. */
const LIKE_SPECIAL = /[\\%_]/g;

/** A LIKE pattern matching `text` anywhere, its %, _ and \ standing for themselves ('50%' finds '50%' only). */
export function containsPattern(text: string): string {
  return `%${text.replace(LIKE_SPECIAL, (special) => `\\${special}`)}%`;
}

/** The search box's text as tsqueries over `searchable` (built with 'english'), which only rank the matches. */
export interface RankQueries {
  /** Its words, stemmed, all of them (plainto_tsquery reads no syntax). */
  words: SQL;
  /**
   * The same with its last word as the start of a word ('photosyn' starts 'photosynthesis'),
   * hyphenated words included; none when the text does not end in a word.
   */
  wordStarts: SQL | undefined;
  /** Any of those words and word starts: what a passage is chosen around. */
  any: SQL;
}

/**
 * Only letters, digits and hyphens between them reach to_tsquery, where a hyphen is no operator, so
 * no text can change a query's syntax.
 */
export function rankQueries(text: string): RankQueries {
  const words = sql`plainto_tsquery('english', ${text})`;
  const typing = WORD_BEING_TYPED.exec(text);
  if (!typing) return { words, wordStarts: undefined, any: words };
  const word = typing[1]!;
  const rest = text.slice(0, text.length - word.length);
  // Stemming can change the end of a word cut short ('enzy' stems to 'enzi', which no stored
  // 'enzym' starts with), so the word as typed counts too; a stop word counts for nothing.
  const prefix = sql`case when numnode(to_tsquery('english', ${word})) = 0 then ''::tsquery
    else to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}) end`;
  return { words, wordStarts: sql`(plainto_tsquery('english', ${rest}) && ${prefix})`, any: sql`(${words} || ${prefix})` };
}

/**
 * How well a matching note matches, in tiers: 2 and up when its words hold the text's words
 * whole (stemmed: 'cells' for 'cell'), 1 and up when they hold them with the last one as a word's
 * start ('cellulose' for 'cell'), 0 when the text is only inside words ('excellent'). Within a
 * tier, ts_rank with normalization 32 (rank / (rank + 1), below 1) orders by how often and how
 * close the words are. A real, as the page cursor carries it.
 */
function rankOf(vector: SQL, { words, wordStarts }: RankQueries): SQL {
  const score = (query: SQL) => sql`ts_rank(${vector}, ${query}, 32)`;
  const startTier = wordStarts ? sql`when ${vector} @@ ${wordStarts} then 1 + ${score(wordStarts)}` : sql``;
  return sql`(case when ${vector} @@ ${words} then 2 + ${score(words)} ${startTier} else 0 end)::real`;
}

const owned = (userId: string, subject: string | undefined) =>
  and(eq(note.userId, userId), subject === undefined ? undefined : eq(note.subject, subject));

/** A note's tags as one vector, in both configurations (see `searchable`). */
const tagVector = (tags: SQL) => sql`(to_tsvector('english', ${tags}) || to_tsvector('simple', ${tags}))`;

/**
 * What a match is ranked by: the stored `search` vector (title and text; retrieval reads it too)
 * joined with a vector of the note's tags, parsed with 'english', for the query's stemmed words, and
 * 'simple', for a prefix typed past the stem ('revisio':* matches 'revision' but not the stem
 * 'revis'). Only the matches are ranked, so the tags are parsed for them alone.
 */
const searchable = sql`(${note.search} || ${tagVector(sql`array_to_string(${note.tags}, ' ')`)})`;

/**
 * Three letters or digits in a row: a text without them gives pg_trgm no trigram to look up, and the
 * planner would then read the whole index (every user's notes) rather than the user's own rows.
 */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** A search box's text, ready to match a user's notes. */
export interface NoteSearch {
  /** The text, as typed (trimmed). */
  text: string;
  /** Whether a note contains the text (in its title, text or tags, whatever the case). */
  match: SQL;
  /** The words a match is ranked by, and its passage chosen around. */
  queries: RankQueries;
}

/**
 * Prepares `text`: a note matches when its title, text or tags contain it, whatever the case (the
 * spec's search, at any number of notes: decision 064). ILIKE on the indexed expression lets the
 * trigram index find the candidates; a text too short for a trigram is matched as ILIKE itself
 * compares (both sides lower-cased, then LIKE) over the user's own notes, at most
 * NOTE_QUOTA.maxNotes of them, which the index could not narrow anyway.
 */
export function prepareSearch(text: string): NoteSearch {
  const pattern = containsPattern(text);
  const match = TRIGRAM.test(text) ? sql`${noteSearchText} ilike ${pattern}` : sql`lower(${noteSearchText}) like lower(${pattern})`;
  return { text, match, queries: rankQueries(text) };
}

/** The part of `text` worth a headline (see HEADLINE_WINDOW_CHARS): around where `searched` is first written. */
function headlineSource(text: SQL, searched: string): SQL {
  // lower() on both sides, as ILIKE compares.
  const firstWritten = sql`nullif(strpos(lower(${text}), lower(${searched})), 0)`;
  const lead = sql`greatest(1, coalesce(${firstWritten}, 1) - ${HEADLINE_LEAD_CHARS})`;
  // Past the note's start, the window begins after the first space of the lead, not inside a word.
  return sql`(select case when l.start = 1 then substr(${text}, 1, ${HEADLINE_WINDOW_CHARS})
    else substr(${text}, l.start + strpos(substr(${text}, l.start, ${HEADLINE_LEAD_CHARS}), ' '), ${HEADLINE_WINDOW_CHARS}) end
    from (select ${lead} as start) as l)`;
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
 * The user's notes whose title, text or tags contain the search, best first (then newest first),
 * from just after `after`, each with the passage of its plain text around the match (ts_headline,
 * without highlight markers; the text's start when only the title or tags hold it).
 */
export async function searchRows(db: Db, userId: string, search: NoteSearch, { subject, after, rows }: PageRequest): Promise<PreviewRow[]> {
  const rank = rankOf(searchable, search.queries);
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
          search.match,
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
      text: sql<string>`ts_headline('english', ${headlineSource(sql`${page.contentText}`, search.text)}, ${search.queries.any}, ${HEADLINE_OPTIONS})`,
      createdAtKey: page.createdAtKey,
      rank: sql<string>`${page.rankValue}::text`,
    })
    .from(page)
    .orderBy(desc(page.rankValue), desc(page.createdAt), desc(page.id));
}

/** The query of `searchTotal`, not yet run (a test reads its plan). */
export function searchTotalQuery(db: Db, userId: string, search: NoteSearch, subject: string | undefined) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(note)
    .where(and(owned(userId, subject), search.match));
}

/** How many of the user's notes (of `subject` if given) match, with the same condition as `searchRows`. */
export async function searchTotal(db: Db, userId: string, search: NoteSearch, subject: string | undefined): Promise<number> {
  const [row] = await searchTotalQuery(db, userId, search, subject);
  return row?.total ?? 0;
}
