import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { note } from '../../db/schema';

export type NoteRow = typeof note.$inferSelect;
export type NoteValues = Pick<NoteRow, 'title' | 'content' | 'contentText' | 'originalContent' | 'subject' | 'tags'>;
export type NoteChanges = Partial<Omit<NoteValues, 'originalContent'>>;

/** Which notes an export takes: the user's notes among these ids, of this subject, or all of them. */
export type ExportSelection = { ids: string[] } | { subject: string } | { all: true };

// Ties on created_at (notes saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(note.createdAt), desc(note.id)];

export function listForUser(db: Db, userId: string): Promise<NoteRow[]> {
  return db.select().from(note).where(eq(note.userId, userId)).orderBy(...newestFirst);
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
  const [row] = await db.select().from(note).where(and(eq(note.userId, userId), eq(note.id, id)));
  return row;
}

export async function insertNote(db: Db, userId: string, values: NoteValues): Promise<NoteRow> {
  const [row] = await db.insert(note).values({ id: uuidv7(), userId, ...values }).returning();
  return row!;
}

export async function updateForUser(db: Db, userId: string, id: string, changes: NoteChanges): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(note)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(note.userId, userId), eq(note.id, id)))
    .returning();
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
  return db.select().from(note).where(where).orderBy(...newestFirst);
}
