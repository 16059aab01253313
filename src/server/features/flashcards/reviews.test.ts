import { eq, inArray } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, type Grade as FsrsGrade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { FLASHCARD_MESSAGES as M, type DueResponse, type Flashcard, type ReviewStats, intervalLabel } from '../../../shared/flashcards';
import { card, reviewLog } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { addCards, call, someCards } from './flashcards-test-support';

const clock = { now: new Date('2026-03-10T20:00:00Z') };
const ctx = useTestApp({}, { now: () => clock.now });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(clock.now.getTime() + ms);

async function grade(cookie: string, cardId: string, value: number, reviewedAt: Date) {
  return call(ctx.app, cookie, 'POST', '/api/reviews', { cardId, grade: value, reviewedAt: reviewedAt.toISOString() });
}

async function due(cookie: string, tz: string): Promise<DueResponse> {
  const response = await call(ctx.app, cookie, 'GET', `/api/reviews/due?tz=${encodeURIComponent(tz)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('reviews with FSRS', () => {
  it('schedules a fixed history exactly as ts-fsrs does (default parameters, retention 0.9)', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const made = clock.now;
    const [created] = (await addCards(ctx.app, cookie, someCards(1))).cards;
    const history: [FsrsGrade, number][] = [
      [3, MINUTE],
      [3, 12 * MINUTE],
      [1, 3 * DAY],
      [3, 3 * DAY + 15 * MINUTE],
      [4, 9 * DAY],
      [2, 30 * DAY],
    ];
    const f = fsrs(generatorParameters({ request_retention: 0.9 }));
    let expected = createEmptyCard(made);
    for (const [value, offset] of history) {
      const reviewedAt = new Date(made.getTime() + offset);
      clock.now = reviewedAt;
      // The labels shown before grading are ts-fsrs's intervals for each grade.
      const queue = await due(cookie, 'UTC');
      const options = f.repeat(expected, reviewedAt);
      if (queue.cards[0]?.id === created!.id) {
        expect(queue.cards[0].intervals).toEqual(
          Object.fromEntries(([1, 2, 3, 4] as const).map((g) => [g, intervalLabel(options[g].card.due.getTime() - reviewedAt.getTime())])),
        );
      }
      const response = await grade(cookie, created!.id, value, reviewedAt);
      expect(response.statusCode, response.body).toBe(200);
      expected = f.next(expected, reviewedAt, value).card;
      const got = response.json<{ card: Flashcard; duplicate: boolean }>();
      expect(got.duplicate).toBe(false);
      expect(got.card).toMatchObject({
        due: expected.due.toISOString(),
        state: expected.state,
        reps: expected.reps,
        lapses: expected.lapses,
        lastReview: reviewedAt.toISOString(),
      });
      const [row] = await ctx.database.db.select().from(card).where(eq(card.id, created!.id));
      expect(row!.stability).toBeCloseTo(expected.stability, 10);
      expect(row!.difficulty).toBeCloseTo(expected.difficulty, 10);
      expect(row!.scheduledDays).toBe(expected.scheduled_days);
      expect(row!.learningSteps).toBe(expected.learning_steps);
    }
    expect(expected.lapses).toBe(1);
  });

  it('takes a repeated grade (same card and reviewedAt) as one review, even side by side', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const [created] = (await addCards(ctx.app, cookie, someCards(1))).cards;
    const when = at(MINUTE);
    clock.now = when;
    const [first, second] = await Promise.all([grade(cookie, created!.id, 3, when), grade(cookie, created!.id, 3, when)]);
    const bodies = [first.json(), second.json()];
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    const third = await grade(cookie, created!.id, 1, when);
    expect(third.json()).toMatchObject({ duplicate: true, card: { reps: 1, state: 1 } });
    const stats = (await call(ctx.app, cookie, 'GET', '/api/reviews/stats?tz=UTC')).json<ReviewStats>();
    expect(stats.days.at(-1)).toEqual({ date: '2026-03-10', reviews: 1 });
  });

  it('undoes the last grade: the card is as before it, and a second undo has nothing to take back', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const [created] = (await addCards(ctx.app, cookie, someCards(1))).cards;
    const first = (await grade(cookie, created!.id, 3, at(MINUTE))).json<{ card: Flashcard }>().card;
    clock.now = at(20 * MINUTE);
    await grade(cookie, created!.id, 4, clock.now);
    const undone = await call(ctx.app, cookie, 'POST', '/api/reviews/undo', { cardId: created!.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ due: first.due, state: first.state, reps: 1, lastReview: first.lastReview });
    await call(ctx.app, cookie, 'POST', '/api/reviews/undo', { cardId: created!.id });
    const again = await call(ctx.app, cookie, 'POST', '/api/reviews/undo', { cardId: created!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.nothingToUndo, code: ERROR_CODES.conflict });
    expect((await due(cookie, 'UTC')).cards[0]).toMatchObject({ id: created!.id, state: 0, reps: 0, lastReview: null });
  });

  it.each([
    ['grade 5', { grade: 5 }, M.gradeInvalid],
    ['grade 0', { grade: 0 }, M.gradeInvalid],
    ['a time that is not a date', { reviewedAt: 'yesterday' }, M.reviewedAtInvalid],
    ['a time an hour ahead', { reviewedAt: new Date('2026-03-10T21:00:00Z').toISOString() }, M.reviewedAtInvalid],
  ])('refuses %s with 400', async (_, change, message) => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const [created] = (await addCards(ctx.app, cookie, someCards(1))).cards;
    const response = await call(ctx.app, cookie, 'POST', '/api/reviews', {
      cardId: created!.id,
      grade: 3,
      reviewedAt: clock.now.toISOString(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
  });
});

describe("what is due today, in the student's time zone", () => {
  it('counts a review card due before local midnight, and a learning card only once its time has come', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const { cards } = await addCards(ctx.app, cookie, someCards(3));
    const [review, learning, later] = cards;
    // 02:00 UTC tomorrow: past midnight in London, still today in New York (UTC-4 after 8 March).
    await ctx.database.db
      .update(card)
      .set({ state: 2, due: new Date('2026-03-11T02:00:00Z') })
      .where(eq(card.id, review!.id));
    await ctx.database.db
      .update(card)
      .set({ state: 1, due: at(2 * 60 * MINUTE) })
      .where(eq(card.id, learning!.id));
    await ctx.database.db
      .update(card)
      .set({ state: 2, due: new Date('2026-03-12T12:00:00Z') })
      .where(eq(card.id, later!.id));
    expect((await due(cookie, 'Europe/London')).count).toBe(0);
    const newYork = await due(cookie, 'America/New_York');
    expect(newYork.cards.map((c) => c.id)).toEqual([review!.id]);
    // 01:30 on 11 March in Kolkata: the review card is due today (ends 18:30 UTC), the other still tomorrow.
    expect((await due(cookie, 'Asia/Kolkata')).count).toBe(1);
    clock.now = at(2 * 60 * MINUTE);
    expect((await due(cookie, 'Europe/London')).cards.map((c) => c.id)).toEqual([learning!.id]);
    const stats = (await call(ctx.app, cookie, 'GET', '/api/reviews/stats?tz=America/New_York')).json<ReviewStats>();
    expect(stats.dueToday).toBe(2);
    const unknown = await call(ctx.app, cookie, 'GET', '/api/reviews/due?tz=Mars/Olympus');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.timeZoneInvalid);
  });

  it('charts 30 local days of reviews and measures retention on cards already learned', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const { cards } = await addCards(ctx.app, cookie, someCards(4));
    // Each card straight to Review with Easy, then reviewed 10 days later: 3 remembered, 1 forgotten.
    for (const c of cards) await grade(cookie, c.id, 4, clock.now);
    clock.now = at(10 * DAY);
    for (const [i, c] of cards.entries()) await grade(cookie, c.id, i === 0 ? 1 : 3, clock.now);
    const stats = (await call(ctx.app, cookie, 'GET', '/api/reviews/stats?tz=Asia/Tokyo')).json<ReviewStats>();
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ date: '2026-03-21', reviews: 4 });
    expect(stats.days.find((day) => day.date === '2026-03-11')).toEqual({ date: '2026-03-11', reviews: 4 });
    expect(stats.days.reduce((sum, day) => sum + day.reviews, 0)).toBe(8);
    expect(stats.retention).toBeCloseTo(0.75, 10);
    expect(stats.retentionReviews).toBe(4);
  });

  it('widens the queue to the cards due within the next days for the offline app, within the limits', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const { cards } = await addCards(ctx.app, cookie, someCards(3));
    const [soon, inAWeek, later] = cards;
    for (const [c, due] of [
      [soon, '2026-03-12T09:00:00Z'],
      [inAWeek, '2026-03-16T09:00:00Z'],
      [later, '2026-03-20T09:00:00Z'],
    ] as const) {
      await ctx.database.db
        .update(card)
        .set({ state: 2, due: new Date(due) })
        .where(eq(card.id, c!.id));
    }
    expect((await due(cookie, 'UTC')).count).toBe(0);
    const week = await call(ctx.app, cookie, 'GET', '/api/reviews/due?tz=UTC&days=7');
    expect(week.json<DueResponse>().cards.map((c) => c.id)).toEqual([soon!.id, inAWeek!.id]);
    const one = await call(ctx.app, cookie, 'GET', '/api/reviews/due?tz=UTC&days=7&limit=1');
    expect(one.json<DueResponse>()).toMatchObject({ count: 2, cards: [{ id: soon!.id }] });
    for (const query of ['days=8', 'days=0', 'days=two', 'limit=201', 'limit=0']) {
      const refused = await call(ctx.app, cookie, 'GET', `/api/reviews/due?tz=UTC&${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toBe(query.startsWith('days') ? M.dueDaysInvalid : M.dueLimitInvalid);
    }
  });
});

describe('grades made offline and sent later', () => {
  it('records each at the time it was given, once, however often the app sends it again', async () => {
    clock.now = new Date('2026-03-10T20:00:00Z');
    const { cookie } = await signUp(ctx.app);
    const { cards } = await addCards(ctx.app, cookie, someCards(2));
    const given = [at(-30 * MINUTE), at(-29 * MINUTE)];
    // The connection dropped after the first answer: the app sends both again, in order.
    expect((await grade(cookie, cards[0]!.id, 3, given[0]!)).json().duplicate).toBe(false);
    for (const [i, c] of cards.entries()) {
      const sent = await grade(cookie, c.id, 3, given[i]!);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().duplicate).toBe(i === 0);
    }
    const logged = await ctx.database.db
      .select()
      .from(reviewLog)
      .where(inArray(reviewLog.cardId, [cards[0]!.id, cards[1]!.id]));
    expect(logged.map((row) => row.reviewedAt.toISOString()).sort()).toEqual(given.map((time) => time.toISOString()));
    // A grade older than the card's last review (given later on another device) is refused: the app drops it.
    const stale = await grade(cookie, cards[0]!.id, 1, at(-40 * MINUTE));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.reviewedBeforeLast);
  });
});
