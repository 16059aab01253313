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
 * held the database for most of a second (decision 037). A longer note is
 * headlined within this many characters, starting a little before the first place one of the
 * searched words is written; where none is written as typed (a match through its stem only), from
 * the note's start.
 */
const HEADLINE_WINDOW_CHARS = 3_000;
const HEADLINE_LEAD_CHARS = 600;

// A word of the search box, unless it is excluded ('-word') or the websearch operator 'or'.
const WORDS_SEARCHED = /(?<![-\p{L}\p{N}])[\p{L}\p{N}]+/gu;

const createdAtKey = createdAtKeyOf(note.createdAt);

// A word, or hyphenated words ('unit-3', 'cell-bio'), at the end of the text.
const WORD_BEING_TYPED = /(?:^|\s)([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)$/u;

/**
 * The search box's text as a tsquery over `searchable` (built with 'english'): every word must
 * match, websearch syntax ("quoted phrases", -without, or) holds, and a last word not yet followed
 * by a space also matches as the start of a word ('photosyn' finds 'photosynthesis'), hyphenated
 * words included ('cell-bio' finds 'cell-biology', 'unit-1' finds 'unit-12', each part as a prefix,
 * in order). Only letters, digits and hyphens between them reach to_tsquery, where a hyphen is no
 * operator, so no text can change its syntax.
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

const owned = (userId: string, subject: string | undefined) =>
  and(eq(note.userId, userId), subject === undefined ? undefined : eq(note.subject, subject));

/** A note's tags as one vector, in both configurations (see `searchable`). */
const tagVector = (tags: SQL) => sql`(to_tsvector('english', ${tags}) || to_tsvector('simple', ${tags}))`;

/**
 * What the search box matches: the stored `search` vector (title and text; retrieval reads it too,
 * so it stays as it is) joined at query time with a vector of the note's tags, so that one query
 * can find a word in the tags and another in the title ('revision osmosis'), as the screen's filter
 * of a small list does. The tags go in twice: 'english', for the stemmed words of
 * websearch_to_tsquery ('revision' is queried as 'revis', which a 'simple' vector's 'revision' would
 * not match once another word follows it), and 'simple', for a prefix typed past the stem
 * ('revisio':* matches 'revision' but not the stem 'revis'). Either parser splits 'unit-3' into
 * 'unit' and '-3', as the query reads it too.
 */
const searchable = sql`(${note.search} || ${tagVector(sql`array_to_string(${note.tags}, ' ')`)})`;

/**
 * One token of a tsquery as the database prints it: a quoted lexeme (quotes doubled, backslashes
 * escaped) with its flags, a phrase operator, or another operator or parenthesis.
 */
const TSQUERY_TOKEN = String.raw`'(?:[^'\\]|''|\\.)*'(?::[*A-D]+)?|<(?:-|\d+)>|[&|!()]`;

/** `query` with each & turned into | and each ! dropped: matched by anything holding one of its words or phrases. */
const anyTermOf = (query: SQL) =>
  sql`(select string_agg(case t.token[1] when '&' then '|' when '!' then '' else t.token[1] end, ' ' order by t.n)::tsquery
    from regexp_matches((${query})::text, ${TSQUERY_TOKEN}, 'g') with ordinality as t(token, n))`;

/** A search box's text, ready to match a user's notes. */
export interface NoteSearch {
  query: SQL;
  /** The vector to match and rank each note by: `searchable`, or `search` where tags change nothing. */
  vector: SQL;
  /** Whether `vector` joins any note's tags (else it is `search`, which its index answers). */
  joinsTags: boolean;
  /** The words of the search box as typed (letters and digits only), to find a passage by. */
  words: string[];
}

/**
 * Prepares `text` for the user's notes (of `subject` if given). Joining each note's tags to its
 * vector would cost every search a pass parsing all of them, and the index on `search` could not
 * answer it; but tags can change whether and how well a note matches only if one of them holds a
 * word or phrase of the query (wanted or excluded: other words match no part of the query, so they
 * change neither @@ nor ts_rank). So the user's distinct tags are tested once: when none holds one,
 * which is most searches, the query is the indexed one over `search`; otherwise only the notes
 * carrying such a tag are matched with their tags. (This differs from joining every note's tags
 * only for a phrase split between the text and a tag, or between two tags, which no one means.)
 */
export async function prepareSearch(db: Db, userId: string, text: string, subject: string | undefined): Promise<NoteSearch> {
  const query = searchQuery(text);
  const words = (text.match(WORDS_SEARCHED) ?? []).filter((word) => word.toLowerCase() !== 'or');
  const distinctTags = db.$with('distinct_tags').as(
    db
      .selectDistinct({ tag: sql<string>`unnest(${note.tags})`.as('tag') })
      .from(note)
      .where(owned(userId, subject)),
  );
  const queryTags = (
    await db
      .with(distinctTags)
      .select({ tag: distinctTags.tag })
      .from(distinctTags)
      .where(sql`${tagVector(sql`${distinctTags.tag}`)} @@ ${anyTermOf(query)}`)
  ).map(({ tag }) => tag);
  if (queryTags.length === 0) return { query, vector: sql`${note.search}`, joinsTags: false, words };
  const tagged = sql`${note.tags} && array(select jsonb_array_elements_text(${JSON.stringify(queryTags)}::jsonb))`;
  return { query, vector: sql`(case when ${tagged} then ${searchable} else ${note.search} end)`, joinsTags: true, words };
}

/**
 * The part of `text` worth a headline (see HEADLINE_WINDOW_CHARS). The words are letters and
 * digits only, so they are safe in a pattern; stop words are left out of it, as they match nothing.
 */
function headlineSource(text: SQL, words: string[]): SQL {
  const pattern = sql`(select '\\m(?:' || string_agg(w, '|') || ')'
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w
    where numnode(plainto_tsquery('english', w)) > 0)`;
  // strpos of the text the pattern matched: regexp_instr is not in PostgreSQL before 15.
  const firstWritten = sql`strpos(${text}, (regexp_match(${text}, ${pattern}, 'i'))[1])`;
  return sql`case when length(${text}) <= ${HEADLINE_WINDOW_CHARS} then ${text}
    else substr(${text}, greatest(1, coalesce(${firstWritten}, 1) - ${HEADLINE_LEAD_CHARS}), ${HEADLINE_WINDOW_CHARS}) end`;
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
 * The user's notes matching the search in their title, text or tags, best first (then newest
 * first), from just after `after`, each with the passage of its plain text around the match
 * (ts_headline, without highlight markers; the text's start when only tags match).
 */
export async function searchRows(
  db: Db,
  userId: string,
  { query, vector, joinsTags, words }: NoteSearch,
  { subject, after, rows }: PageRequest,
): Promise<PreviewRow[]> {
  // A vector joining tags is worth computing once per note, not again for its rank: a subquery with
  // a limit is not merged into the query. `search` alone is left to its index.
  const scored = joinsTags ? sql`scored.vector` : vector;
  const rank = sql`ts_rank(${scored}, ${query})`;
  const candidates = db
    .select({
      ...cardColumns,
      contentText: note.contentText,
      createdAtKey: createdAtKey.as('created_at_key'),
      rankValue: sql<number>`${rank}`.as('rank_value'),
    })
    .from(note)
    .$dynamic();
  // Headlines re-parse the text, so only the page's notes get one.
  const page = db.$with('page').as(
    (joinsTags ? candidates.crossJoinLateral(sql`(select ${vector} as vector limit 1) as scored`) : candidates)
      .where(
        and(
          owned(userId, subject),
          sql`${scored} @@ ${query}`,
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
      text: sql<string>`ts_headline('english', ${headlineSource(sql`${page.contentText}`, words)}, ${query}, ${HEADLINE_OPTIONS})`,
      createdAtKey: page.createdAtKey,
      rank: sql<string>`${page.rankValue}::text`,
    })
    .from(page)
    .orderBy(desc(page.rankValue), desc(page.createdAt), desc(page.id));
}

/** How many of the user's notes (of `subject` if given) match, with the same condition as `searchRows`. */
export async function searchTotal(db: Db, userId: string, { query, vector }: NoteSearch, subject: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(note)
    .where(and(owned(userId, subject), sql`${vector} @@ ${query}`));
  return row?.total ?? 0;
}
