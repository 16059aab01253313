import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { SaveSummaryRequest } from '../../../shared/summary';
import type { Db } from '../../db/client';
import { summary } from '../../db/schema';

export type SummaryRow = typeof summary.$inferSelect;

// Ties on created_at (two summaries saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(summary.createdAt), desc(summary.id)];

export function listForUser(db: Db, userId: string): Promise<SummaryRow[]> {
  return db
    .select()
    .from(summary)
    .where(eq(summary.userId, userId))
    .orderBy(...newestFirst);
}

export async function findForUser(db: Db, userId: string, id: string): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(summary)
    .where(and(eq(summary.userId, userId), eq(summary.id, id)));
  return row;
}

export async function insertSummary(db: Db, userId: string, values: SaveSummaryRequest): Promise<SummaryRow> {
  const [row] = await db
    .insert(summary)
    .values({ id: uuidv7(), userId, ...values })
    .returning();
  return row!;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(summary)
    .where(and(eq(summary.userId, userId), eq(summary.id, id)))
    .returning({ id: summary.id });
  return rows.length > 0;
}
