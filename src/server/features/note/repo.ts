import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { note } from '../../db/schema';
import { createdAtKey as createdAtKeyOf, olderThan } from '../../db/page-key';
import { lockUser } from '../../db/user-lock';

/**
 * What the notes API reads: every column but `search`, the tsvector kept for retrieval, which is
 * larger than the note itself once printed as text.
 */
const columns = {
  id: note.id,
  userId: note.userId,
  title: note.title,
  content: note.content,
  contentText: note.contentText,
  originalContent: note.originalContent,
  subject: note.subject,
  tags: note.tags,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
};

export type NoteRow = Omit<typeof note.$inferSelect, 'search'>;
export type NoteValues = Pick<NoteRow, 'title' | 'content' | 'contentText' | 'originalContent' | 'subject' | 'tags'>;
export type NoteChanges = Partial<Omit<NoteValues, 'originalContent'>>;

/** Which notes an export takes: the user's notes among these ids, of this subject, or all of them. */
export type ExportSelection = { ids: string[] } | { subject: string } | { all: true };

// Ties on created_at (notes saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(note.createdAt), desc(note.id)];

/** What a note counts against the user's quota: its stored text in bytes (the derived tsvector aside). */
const storedBytes = sql`octet_length(${note.title}) + octet_length(${note.content}) + octet_length(${note.contentText}) + coalesce(octet_length(${note.originalContent}), 0)`;

export interface NoteUsage {
  count: number;
  bytes: number;
}

/**
 * Runs `work` in a transaction holding the user's notes lock: a quota check and the write it allows
 * happen as one step, so requests side by side cannot each see room for one more note and all pass.
 */
export function withNotesLock<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, 'note', userId);
    return work(tx);
  });
}

/** How many notes the user keeps and their stored size. */
export async function usageForUser(db: Db, userId: string): Promise<NoteUsage> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${storedBytes}), 0)::float8` })
    .from(note)
    .where(eq(note.userId, userId));
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
}

/** The stored size of one of the user's notes, undefined when there is no such note. */
export async function storedSizeOf(db: Db, userId: string, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ bytes: sql<number>`(${storedBytes})::float8` })
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.id, id)));
  return row?.bytes;
}

/** Where a page of the full list starts: after the note of this exact sort key, and how many rows to read. */
export interface ListPage {
  after?: { createdAt: string; id: string };
  rows: number;
}

const afterKey = (after: ListPage['after']) => olderThan(note.createdAt, note.id, after);

const createdAtKey = createdAtKeyOf(note.createdAt);

export function listForUser(db: Db, userId: string, { after, rows }: ListPage): Promise<(NoteRow & { createdAtKey: string })[]> {
  return db
    .select({ ...columns, createdAtKey })
    .from(note)
    .where(and(eq(note.userId, userId), afterKey(after)))
    .orderBy(...newestFirst)
    .limit(rows);
}

/** An ISO 8601 UTC timestamp with milliseconds, as Date.toISOString() writes it. */
const isoTimestamp = (column: AnyPgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The user's notes, newest first, as the JSON text of the API's Note[]. The database writes the
 * JSON: one string crosses from PGlite's WebAssembly memory instead of a thousand rows to convert
 * field by field (decision 011).
 */
export async function listJsonForUser(
  db: Db,
  userId: string,
  { after, rows }: ListPage,
): Promise<{ json: string; rows: number; lastKey: { createdAt: string; id: string } | null }> {
  // The page's rows (one more than shown says another page follows) under the table's own name,
  // so the column references below read them.
  const page = sql`(select *, ${createdAtKey} as created_at_key, row_number() over (order by ${note.createdAt} desc, ${note.id} desc) as n
    from ${note} where ${and(eq(note.userId, userId), afterKey(after))} order by ${note.createdAt} desc, ${note.id} desc limit ${rows}) as ${note}`;
  const shown = rows - 1;
  const result = await db.execute(sql`select
      coalesce(json_agg(json_build_object(
        'id', ${note.id}, 'title', ${note.title}, 'content', ${note.content}, 'contentText', ${note.contentText},
        'originalContent', ${note.originalContent}, 'subject', ${note.subject}, 'tags', ${note.tags},
        'createdAt', ${isoTimestamp(note.createdAt)}, 'updatedAt', ${isoTimestamp(note.updatedAt)}
      ) ORDER BY ${note.createdAt} DESC, ${note.id} DESC) filter (where n <= ${shown}), '[]')::text as json,
      count(*)::int as rows,
      max(created_at_key) filter (where n = ${shown}) as last_created_at,
      max(${note.id}) filter (where n = ${shown}) as last_id
    from ${page}`);
  const [row] = (result as unknown as { rows: { json: string; rows: number; last_created_at: string | null; last_id: string | null }[] })
    .rows;
  const lastKey = row?.last_created_at && row.last_id ? { createdAt: row.last_created_at, id: row.last_id } : null;
  return { json: row?.json ?? '[]', rows: Number(row?.rows ?? 0), lastKey };
}

/**
 * A value that changes whenever any of the user's notes is added, changed or deleted. It reads no
 * note text: every UPDATE writes a new row version with a new xmin, so (id, xmin) pairs say it all.
 */
export async function listVersion(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hash: sql<string>`coalesce(sum(hashtextextended(${note.id} || ':' || ${note}.xmin::text, 0)), 0)::text`,
    })
    .from(note)
    .where(eq(note.userId, userId));
  return `${row?.count ?? 0}-${row?.hash ?? 0}`;
}

export async function findForUser(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.id, id)));
  return row;
}

export async function insertNote(db: Db, userId: string, values: NoteValues): Promise<NoteRow> {
  const [row] = await db
    .insert(note)
    .values({ id: uuidv7(), userId, ...values })
    .returning(columns);
  return row!;
}

export async function updateForUser(db: Db, userId: string, id: string, changes: NoteChanges): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(note)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(note.userId, userId), eq(note.id, id)))
    .returning(columns);
  return row;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(note)
    .where(and(eq(note.userId, userId), eq(note.id, id)))
    .returning({ id: note.id });
  return rows.length > 0;
}

export function listForExport(db: Db, userId: string, selection: ExportSelection): Promise<NoteRow[]> {
  const owned = eq(note.userId, userId);
  const where =
    'ids' in selection
      ? and(owned, inArray(note.id, selection.ids))
      : 'subject' in selection
        ? and(owned, eq(note.subject, selection.subject))
        : owned;
  return db
    .select(columns)
    .from(note)
    .where(where)
    .orderBy(...newestFirst);
}
