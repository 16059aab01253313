import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DoubtCitation, DoubtDifficulty } from '../../../shared/doubt';
import type { Db } from '../../db/client';
import { doubt } from '../../db/schema';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { PAGE_ROWS } from '../../http/list-page';

export type DoubtRow = typeof doubt.$inferSelect;

export interface DoubtValues {
  question: string;
  subject: string | null;
  difficulty: DoubtDifficulty;
  answer: string;
  simpleAnswer: string | null;
  citations: DoubtCitation[];
}

// Ties on created_at (two doubts in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(doubt.createdAt), desc(doubt.id)];

/** A page of the user's doubts, newest first, without the answers (the history shows questions). */
export function listForUser(db: Db, userId: string, after: CreatedKey | undefined) {
  return db
    .select({
      id: doubt.id,
      question: doubt.question,
      subject: doubt.subject,
      difficulty: doubt.difficulty,
      createdAt: doubt.createdAt,
      createdAtKey: createdAtKey(doubt.createdAt),
    })
    .from(doubt)
    .where(and(eq(doubt.userId, userId), olderThan(doubt.createdAt, doubt.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
}

export async function findForUser(db: Db, userId: string, id: string): Promise<DoubtRow | undefined> {
  const [row] = await db
    .select()
    .from(doubt)
    .where(and(eq(doubt.userId, userId), eq(doubt.id, id)));
  return row;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(doubt)
    .where(and(eq(doubt.userId, userId), eq(doubt.id, id)))
    .returning({ id: doubt.id });
  return rows.length > 0;
}

export async function insertDoubt(db: Db, userId: string, values: DoubtValues): Promise<DoubtRow> {
  const [row] = await db
    .insert(doubt)
    .values({ id: uuidv7(), userId, ...values })
    .returning();
  return row!;
}
