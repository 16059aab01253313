import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { card, deck, planner } from '../../db/schema';

// The queries behind exam-tied decks (decision 068); every one is scoped to the user.

/** ts-fsrs State.Review: a learned card, scheduled in whole days; the only state the exam moves. */
const REVIEW_STATE = 2;
/** Rows per statement when moving due dates (two bind parameters each). */
const UPDATE_SLICE = 1_000;

/** The exam date of the planner the deck is tied to; null when untied (or not the user's deck). */
export async function deckExamDate(db: Db, userId: string, deckId: string): Promise<string | null> {
  const [row] = await db
    .select({ examDate: planner.examDate })
    .from(deck)
    .innerJoin(planner, and(eq(planner.id, deck.plannerId), eq(planner.userId, userId)))
    .where(and(eq(deck.userId, userId), eq(deck.id, deckId)));
  return row?.examDate ?? null;
}

export async function plannerExamDate(db: Db, userId: string, plannerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ examDate: planner.examDate })
    .from(planner)
    .where(and(eq(planner.userId, userId), eq(planner.id, plannerId)))
    // Kept until the tie is written: a planner deleted meanwhile would break the deck's reference.
    .for('share');
  return row?.examDate;
}

export async function setDeckPlanner(db: Db, userId: string, deckId: string, plannerId: string | null) {
  const [row] = await db
    .update(deck)
    .set({ plannerId, updatedAt: new Date() })
    .where(and(eq(deck.userId, userId), eq(deck.id, deckId)))
    .returning({ id: deck.id, name: deck.name, plannerId: deck.plannerId });
  return row;
}

/** Due instants before `before` of the user's cards in every deck tied to an exam: the days' load. */
export function examTiedDues(db: Db, userId: string, before: Date): Promise<{ id: string; due: Date }[]> {
  return db
    .select({ id: card.id, due: card.due })
    .from(card)
    .innerJoin(deck, eq(deck.id, card.deckId))
    .where(and(eq(card.userId, userId), eq(deck.userId, userId), isNotNull(deck.plannerId), lt(card.due, before)));
}

/**
 * Gives the deck's learned cards FSRS's own due date back: the last review plus FSRS's interval,
 * which the exam schedule never changes (it moves `due` only). Hours, not days: a day interval
 * would follow the session's time zone across a clock change, FSRS's days are 24 hours.
 */
export async function restorePlainDue(db: Db, userId: string, deckId: string): Promise<void> {
  await db
    .update(card)
    .set({ due: sql`${card.lastReview} + ${card.scheduledDays} * interval '24 hours'` })
    .where(and(eq(card.userId, userId), eq(card.deckId, deckId), eq(card.state, REVIEW_STATE), isNotNull(card.lastReview)));
}

/** The deck's learned cards not due before `from`: what a new tie re-plans. */
export function cardsToPlan(db: Db, userId: string, deckId: string, from: Date) {
  return db
    .select({ id: card.id, due: card.due, stability: card.stability, difficulty: card.difficulty, lastReview: card.lastReview })
    .from(card)
    .where(
      and(eq(card.userId, userId), eq(card.deckId, deckId), eq(card.state, REVIEW_STATE), isNotNull(card.lastReview), gte(card.due, from)),
    );
}

export async function setDues(db: Db, userId: string, dues: readonly { id: string; due: Date }[]): Promise<void> {
  for (let start = 0; start < dues.length; start += UPDATE_SLICE) {
    const rows = dues.slice(start, start + UPDATE_SLICE).map(({ id, due }) => sql`(${id}, ${due.toISOString()}::timestamptz)`);
    await db.execute(
      sql`UPDATE card SET due = moved.due, updated_at = now() FROM (VALUES ${sql.join(rows, sql`, `)}) AS moved(id, due)
          WHERE card.id = moved.id AND card.user_id = ${userId}`,
    );
  }
}
