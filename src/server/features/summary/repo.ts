import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { SaveSummaryRequest } from '../../../shared/summary';
import type { Db } from '../../db/client';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { summary } from '../../db/schema';
import { PAGE_ROWS } from '../../http/list-page';

export type SummaryRow = typeof summary.$inferSelect;

// Ties on created_at (two summaries saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(summary.createdAt), desc(summary.id)];

/** A page of the user's summaries, newest first, without their texts (the list shows titles and dates). */
export function listForUser(db: Db, userId: string, after: CreatedKey | undefined) {
  return db
    .select({
      id: summary.id,
      title: summary.title,
      mode: summary.mode,
      createdAt: summary.createdAt,
      createdAtKey: createdAtKey(summary.createdAt),
    })
    .from(summary)
    .where(and(eq(summary.userId, userId), olderThan(summary.createdAt, summary.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
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
