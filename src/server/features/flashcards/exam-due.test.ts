import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { type Deck, FLASHCARD_MESSAGES as M, SECONDS_PER_REVIEW, type Flashcard } from '../../../shared/flashcards';
import { localDate, localMidnightAfter } from '../../../shared/local-day';
import { card, planner } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { addCards, call, someCards } from './flashcards-test-support';

// Decision 068: a deck tied to a planner's exam gets exam-aware due dates until the exam, plain FSRS after.

const clock = { now: new Date('2026-03-10T08:00:00Z') };
const ctx = useTestApp({}, { now: () => clock.now });
const plain = fsrs(generatorParameters({ request_retention: 0.9 }));
const EASY = 4;
const DAILY_MINUTES = 5;
const FULL_DAY = (DAILY_MINUTES * 60) / SECONDS_PER_REVIEW;

async function addPlanner(userId: string, examDate: string): Promise<string> {
  const id = uuidv7();
  await ctx.database.db.insert(planner).values({
    id,
    userId,
    subject: 'Biology',
    goal: 'Pass',
    examDate,
    schedule: { overview: '', weeklyGoals: [], dailySchedule: [], milestones: [], tips: [] },
  });
  return id;
}

async function student() {
  const { cookie, response } = await signUp(ctx.app);
  const userId = response.json<{ user: { id: string } }>().user.id;
  const saved = await call(ctx.app, cookie, 'PUT', '/api/learner/settings', { dailyMinutes: DAILY_MINUTES, easyDays: [0, 6] });
  expect(saved.statusCode, saved.body).toBe(200);
  return { cookie, userId };
}

function tie(cookie: string, deckId: string, plannerId: string | null, tz = 'UTC') {
  return call(ctx.app, cookie, 'PUT', `/api/decks/${deckId}/exam?tz=${encodeURIComponent(tz)}`, { plannerId });
}

async function gradeAll(cookie: string, cards: Flashcard[], tz = 'UTC'): Promise<Flashcard[]> {
  const graded: Flashcard[] = [];
  for (const item of cards) {
    const response = await call(ctx.app, cookie, 'POST', `/api/reviews?tz=${encodeURIComponent(tz)}`, {
      cardId: item.id,
      grade: EASY,
      reviewedAt: clock.now.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    graded.push(response.json<{ card: Flashcard }>().card);
  }
  return graded;
}

/** FSRS's own due date for a new card graded Easy now. */
const plainEasyDue = () => plain.next(createEmptyCard(clock.now), clock.now, EASY).card.due.toISOString();

async function storedDues(deckId: string): Promise<string[]> {
  const rows = await ctx.database.db.select({ due: card.due }).from(card).where(eq(card.deckId, deckId));
  return rows.map((row) => row.due.toISOString());
}

/** Each local date's reviews must fit that day's budget (half on Saturdays and Sundays, the easy days). */
function expectWithinBudget(dues: string[], tz: string, examDate: string) {
  const perDay = new Map<string, number>();
  for (const due of dues) {
    const date = localDate(new Date(due), tz);
    expect(date < examDate, `${date} is before the exam on ${examDate}`).toBe(true);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  for (const [date, count] of perDay) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const budget = weekday === 0 || weekday === 6 ? FULL_DAY / 2 : FULL_DAY;
    expect(count, `${date}: ${count} reviews`).toBeLessThanOrEqual(budget);
  }
}

describe('PUT /api/decks/:id/exam', () => {
  it('ties a deck to one of the student’s planners and unties it; decks show the tie and the exam date', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z');
    const { cookie, userId } = await student();
    const { deckId } = await addCards(ctx.app, cookie, someCards(1), { deckName: 'Biology' });
    const plannerId = await addPlanner(userId, '2026-03-30');

    const tied = await tie(cookie, deckId, plannerId);
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json()).toEqual({ id: deckId, name: 'Biology', plannerId, examDate: '2026-03-30' });
    const decks = (await call(ctx.app, cookie, 'GET', '/api/decks?tz=UTC')).json<Deck[]>();
    expect(decks.find((deck) => deck.id === deckId)).toMatchObject({ plannerId, examDate: '2026-03-30' });

    const untied = await tie(cookie, deckId, null);
    expect(untied.json()).toEqual({ id: deckId, name: 'Biology', plannerId: null, examDate: null });
  });

  it('answers 404 for another student’s planner or deck, or a missing one, and changes nothing', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z');
    const me = await student();
    const other = await student();
    const { deckId } = await addCards(ctx.app, me.cookie, someCards(1));
    const { deckId: theirDeck } = await addCards(ctx.app, other.cookie, someCards(1));
    const theirPlanner = await addPlanner(other.userId, '2026-03-30');
    const myPlanner = await addPlanner(me.userId, '2026-03-30');

    for (const [target, plannerId, message] of [
      [deckId, theirPlanner, M.plannerNotFound],
      [deckId, 'no-such-planner', M.plannerNotFound],
      [theirDeck, myPlanner, M.deckNotFound],
      [theirDeck, null, M.deckNotFound],
    ] as const) {
      const response = await tie(me.cookie, target, plannerId);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message });
    }
    const bad = await tie(me.cookie, deckId, 42 as never);
    expect(bad.statusCode).toBe(400);
    const decks = (await call(ctx.app, other.cookie, 'GET', '/api/decks?tz=UTC')).json<Deck[]>();
    expect(decks[0]).toMatchObject({ plannerId: null, examDate: null });
    expect((await call(ctx.app, me.cookie, 'GET', '/api/decks?tz=UTC')).json<Deck[]>()[0]).toMatchObject({ plannerId: null });
  });
});

describe('exam-aware due dates', () => {
  it('before the exam, reviewed cards are due on or before it and no day goes over the daily minutes', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z');
    const tz = 'Asia/Kolkata';
    const { cookie, userId } = await student();
    const { deckId, cards } = await addCards(ctx.app, cookie, someCards(60), { deckName: 'Exam deck' });
    expect((await tie(cookie, deckId, await addPlanner(userId, '2026-03-30'), tz)).statusCode).toBe(200);

    const graded = await gradeAll(cookie, cards, tz);
    // Plain FSRS would put all 60 on one day, eight days on: three times the budget of 20.
    const dues = graded.map((item) => item.due);
    expect(dues.every((due) => due !== plainEasyDue())).toBe(true);
    expectWithinBudget(dues, tz, '2026-03-30');
    // Due from the start of the student's own day.
    for (const due of dues) expect(localMidnightAfter(new Date(due), tz, 0).toISOString()).toBe(due);
    expect(await storedDues(deckId)).toEqual(expect.arrayContaining(dues));
  });

  it('after the exam date, and on untied decks, a review is scheduled by plain FSRS', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z');
    const { cookie, userId } = await student();
    const { deckId, cards } = await addCards(ctx.app, cookie, someCards(3), { deckName: 'Past exam' });
    expect((await tie(cookie, deckId, await addPlanner(userId, '2026-03-09'))).statusCode).toBe(200);
    expect((await gradeAll(cookie, cards.slice(0, 1)))[0]!.due).toBe(plainEasyDue());
    // The exam today: nothing is left to plan for either.
    const today = await addPlanner(userId, '2026-03-10');
    expect((await tie(cookie, deckId, today)).statusCode).toBe(200);
    expect((await gradeAll(cookie, cards.slice(1, 2)))[0]!.due).toBe(plainEasyDue());
    expect((await tie(cookie, deckId, null)).statusCode).toBe(200);
    expect((await gradeAll(cookie, cards.slice(2)))[0]!.due).toBe(plainEasyDue());
  });

  it('tying re-plans the deck’s learned cards at once; untying gives FSRS’s dates back', async () => {
    clock.now = new Date('2026-03-10T08:00:00Z');
    const { cookie, userId } = await student();
    const { deckId, cards } = await addCards(ctx.app, cookie, someCards(50), { deckName: 'Tied later' });
    await gradeAll(cookie, cards);
    const fsrsDue = plainEasyDue();
    expect(new Set(await storedDues(deckId))).toEqual(new Set([fsrsDue]));

    expect((await tie(cookie, deckId, await addPlanner(userId, '2026-03-30'))).statusCode).toBe(200);
    const planned = await storedDues(deckId);
    expect(planned.some((due) => due !== fsrsDue)).toBe(true);
    expectWithinBudget(planned, 'UTC', '2026-03-30');

    expect((await tie(cookie, deckId, null)).statusCode).toBe(200);
    expect(new Set(await storedDues(deckId))).toEqual(new Set([fsrsDue]));
  });
});
