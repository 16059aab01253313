import { and, asc, count, eq, getTableColumns, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { CardSource } from '../../../shared/flashcards';
import type { Db, Tx } from '../../db/client';
import { createdAtKey, type CreatedKey, newerThan } from '../../db/page-key';
import { card, deck, note, planner, summary } from '../../db/schema';
import { PAGE_ROWS } from '../../http/list-page';
import type { Schedule } from './scheduler';

export type DeckRow = typeof deck.$inferSelect;
export type CardRow = typeof card.$inferSelect;
export type DeckWithCounts = DeckRow & { cardCount: number; dueCount: number; examDate: string | null };
export interface CardValues {
  front: string;
  back: string;
  source: CardSource;
}

const INSERT_SLICE = 500;

/** ts-fsrs State.Review: scheduled in whole days, so due any time today means due today. */
const REVIEW_STATE = 2;

/**
 * Due for the student now: a review card due before their next midnight, any other card (new,
 * learning steps in minutes) once its time has come.
 */
function dueCondition(userId: string, now: Date, endOfDay: Date, deckId?: string) {
  return and(
    eq(card.userId, userId),
    lt(card.due, endOfDay),
    or(eq(card.state, REVIEW_STATE), lte(card.due, now)),
    deckId ? eq(card.deckId, deckId) : undefined,
  );
}

/** A page of the user's decks by name (PAGE_ROWS of them, after `after`), each with its counts. */
export async function listDecks(
  db: Db,
  userId: string,
  now: Date,
  endOfDay: Date,
  after: { name: string; id: string } | undefined,
): Promise<DeckWithCounts[]> {
  const decks = await db
    .select({ ...getTableColumns(deck), examDate: planner.examDate })
    .from(deck)
    .leftJoin(planner, and(eq(planner.id, deck.plannerId), eq(planner.userId, userId)))
    .where(and(eq(deck.userId, userId), after ? sql`(${deck.name}, ${deck.id}) > (${after.name}, ${after.id})` : undefined))
    .orderBy(asc(deck.name), asc(deck.id))
    .limit(PAGE_ROWS);
  if (decks.length === 0) return [];
  const counts = await db
    .select({
      deckId: card.deckId,
      cardCount: count(),
      dueCount: sql<number>`count(*) filter (where ${dueCondition(userId, now, endOfDay)})`.mapWith(Number),
    })
    .from(card)
    .where(
      and(
        eq(card.userId, userId),
        inArray(
          card.deckId,
          decks.map((row) => row.id),
        ),
      ),
    )
    .groupBy(card.deckId);
  const byDeck = new Map(counts.map((row) => [row.deckId, row]));
  return decks.map((row) => ({ ...row, cardCount: byDeck.get(row.id)?.cardCount ?? 0, dueCount: byDeck.get(row.id)?.dueCount ?? 0 }));
}

export async function findDeck(db: Db, userId: string, id: string): Promise<DeckRow | undefined> {
  const [row] = await db
    .select()
    .from(deck)
    .where(and(eq(deck.userId, userId), eq(deck.id, id)));
  return row;
}

export async function findDeckByName(db: Db, userId: string, name: string): Promise<DeckRow | undefined> {
  const [row] = await db
    .select()
    .from(deck)
    .where(and(eq(deck.userId, userId), sql`lower(${deck.name}) = lower(${name})`));
  return row;
}

export async function insertDeck(db: Db, userId: string, name: string): Promise<DeckRow> {
  const [row] = await db.insert(deck).values({ id: uuidv7(), userId, name }).returning();
  return row!;
}

export async function renameDeck(db: Db, userId: string, id: string, name: string): Promise<DeckRow | undefined> {
  const [row] = await db
    .update(deck)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(deck.userId, userId), eq(deck.id, id)))
    .returning();
  return row;
}

export async function deleteDeck(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(deck)
    .where(and(eq(deck.userId, userId), eq(deck.id, id)))
    .returning({ id: deck.id });
  return rows.length > 0;
}

/** A page of the user's cards (of one deck, or all), oldest first, after `after`. */
export function pageCards(db: Db, userId: string, deckId: string | undefined, after: CreatedKey | undefined) {
  return db
    .select({ ...getTableColumns(card), createdAtKey: createdAtKey(card.createdAt) })
    .from(card)
    .where(and(eq(card.userId, userId), deckId ? eq(card.deckId, deckId) : undefined, newerThan(card.createdAt, card.id, after)))
    .orderBy(asc(card.createdAt), asc(card.id))
    .limit(PAGE_ROWS);
}

/** Every card of a deck, oldest first: an export takes the whole deck (5,000 cards at most). */
export function listCards(db: Db, userId: string, deckId?: string): Promise<CardRow[]> {
  return db
    .select()
    .from(card)
    .where(and(eq(card.userId, userId), deckId ? eq(card.deckId, deckId) : undefined))
    .orderBy(asc(card.createdAt), asc(card.id));
}

/** The user's cards made from one quiz's questions (mistake cards), oldest first: which questions have theirs. */
export function cardsFromQuiz(db: Db, userId: string, quizId: string) {
  return db
    .select({ id: card.id, deckId: card.deckId, questionId: sql<string | null>`${card.source}->>'questionId'` })
    .from(card)
    .where(and(eq(card.userId, userId), sql`${card.source}->>'kind' = 'quiz'`, sql`${card.source}->>'id' = ${quizId}`))
    .orderBy(asc(card.createdAt), asc(card.id));
}

/** Inserts the cards, each with `schedule` unless it brings its own (an Anki import's); all made at `schedule.due`. */
export async function insertCards(
  db: Db,
  userId: string,
  deckId: string,
  values: (CardValues & { id?: string; schedule?: Schedule })[],
  schedule: Schedule,
): Promise<CardRow[]> {
  const rows: CardRow[] = [];
  // In slices: one statement's bind parameters are limited (65,535), an import may hold 10,000 cards.
  for (let start = 0; start < values.length; start += INSERT_SLICE) {
    const slice = values.slice(start, start + INSERT_SLICE);
    rows.push(
      ...(await db
        .insert(card)
        .values(
          slice.map(({ schedule: own, ...value }) => ({
            id: uuidv7(),
            userId,
            deckId,
            ...value,
            ...(own ?? schedule),
            createdAt: schedule.due,
          })),
        )
        .returning()),
    );
  }
  return rows;
}

/** The card locked for this transaction: two grades of one card are applied one after the other. */
export async function lockCard(tx: Tx, userId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(card)
    .where(and(eq(card.userId, userId), eq(card.id, id)))
    .for('update');
  return row;
}

export async function updateCard(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<CardRow, 'front' | 'back' | 'deckId'> & Schedule>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(card)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(card.userId, userId), eq(card.id, id)))
    .returning();
  return row;
}

export async function deleteCard(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(card)
    .where(and(eq(card.userId, userId), eq(card.id, id)))
    .returning({ id: card.id });
  return rows.length > 0;
}

export function dueCards(db: Db, userId: string, now: Date, endOfDay: Date, limit: number, deckId?: string): Promise<CardRow[]> {
  return (
    db
      .select()
      .from(card)
      .where(dueCondition(userId, now, endOfDay, deckId))
      // Due order alone, which the (user_id, due) index gives: a tie-break on id would sort every card
      // of an import (all due at one instant) before the first 50 could be sent.
      .orderBy(asc(card.due))
      .limit(limit)
  );
}

export async function countDue(db: Db, userId: string, now: Date, endOfDay: Date, deckId?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(card)
    .where(dueCondition(userId, now, endOfDay, deckId));
  return row?.value ?? 0;
}

/** The text of the user's note or summary to make cards from; undefined when it is not theirs. */
export async function noteText(db: Db, userId: string, id: string): Promise<{ title: string; text: string } | undefined> {
  const [row] = await db
    .select({ title: note.title, text: note.contentText })
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.id, id)));
  return row;
}

export async function summaryText(db: Db, userId: string, id: string): Promise<{ title: string; text: string } | undefined> {
  const [row] = await db
    .select({ title: summary.title, text: summary.summary })
    .from(summary)
    .where(and(eq(summary.userId, userId), eq(summary.id, id)));
  return row;
}
