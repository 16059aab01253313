import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Grade } from '../../../shared/flashcards';
import type { Db } from '../../db/client';
import { card, reviewLog } from '../../db/schema';

export type ReviewLogRow = typeof reviewLog.$inferSelect;
export type ReviewLogValues = Omit<ReviewLogRow, 'id' | 'userId'>;

/** Stores the review unless this card already has one at this instant; returns it, or undefined for a repeat. */
export async function insertOnce(db: Db, userId: string, values: ReviewLogValues): Promise<ReviewLogRow | undefined> {
  const [row] = await db
    .insert(reviewLog)
    .values({ id: uuidv7(), userId, ...values })
    .onConflictDoNothing({ target: [reviewLog.cardId, reviewLog.reviewedAt] })
    .returning();
  return row;
}

export async function findAt(db: Db, userId: string, cardId: string, reviewedAt: Date): Promise<ReviewLogRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.cardId, cardId), eq(reviewLog.reviewedAt, reviewedAt)));
  return row;
}

export async function latestFor(db: Db, userId: string, cardId: string): Promise<ReviewLogRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.cardId, cardId)))
    .orderBy(desc(reviewLog.reviewedAt))
    .limit(1);
  return row;
}

export async function deleteLog(db: Db, id: string): Promise<void> {
  await db.delete(reviewLog).where(eq(reviewLog.id, id));
}

export async function historyOf(db: Db, userId: string, cardId: string): Promise<{ grade: Grade; reviewedAt: Date }[]> {
  const rows = await db
    .select({ grade: reviewLog.grade, reviewedAt: reviewLog.reviewedAt })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.cardId, cardId)))
    .orderBy(asc(reviewLog.reviewedAt));
  return rows.map((row) => ({ grade: row.grade as Grade, reviewedAt: row.reviewedAt }));
}

export function reviewsSince(db: Db, userId: string, since: Date): Promise<Pick<ReviewLogRow, 'grade' | 'state' | 'reviewedAt'>[]> {
  return db
    .select({ grade: reviewLog.grade, state: reviewLog.state, reviewedAt: reviewLog.reviewedAt })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), gte(reviewLog.reviewedAt, since)));
}

/** Every review of a deck's cards (an export's history). */
export async function reviewsOfDeck(db: Db, userId: string, deckId: string): Promise<ReviewLogRow[]> {
  const rows = await db
    .select({ review: reviewLog })
    .from(reviewLog)
    .innerJoin(card, eq(card.id, reviewLog.cardId))
    .where(and(eq(reviewLog.userId, userId), eq(card.userId, userId), eq(card.deckId, deckId)))
    .orderBy(asc(reviewLog.reviewedAt));
  return rows.map((row) => row.review);
}
