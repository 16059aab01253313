import { describe, expect, it } from 'vitest';
import type { TodayItem, TodayPlan } from '../../../shared/today';
import { todayPlanSchema } from '../../../shared/today.schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { dueCards, isoDay, plannerFor, type Student, student, studied } from '../../test/study-day';

const ctx = useTestApp();

async function today(who: Student, query = `?day=${isoDay()}&tz=UTC`): Promise<TodayPlan> {
  const response = await who.call('GET', `/api/today${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const plan = response.json<TodayPlan>();
  expect(todayPlanSchema.safeParse(plan).success).toBe(true);
  return plan;
}

const minutes = (items: TodayItem[]) => items.reduce((sum, item) => sum + item.minutes, 0);

describe('GET /api/today', () => {
  it('needs a signed-in user and a real day', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/today' })).statusCode).toBe(401);
    const asha = await student(ctx.app);
    const bad = await asha.call('GET', '/api/today?day=2026-02-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect((await asha.call('GET', '/api/today?tz=Not/AZone')).statusCode).toBe(400);
  });

  it('is empty within the default 45 minutes for a new student', async () => {
    expect(await today(await student(ctx.app))).toEqual({ minutesBudget: 45, items: [] });
  });

  it('offers the weakest concepts below Proficient as practice, weakest first', async () => {
    const asha = await student(ctx.app);
    const force = await studied(ctx.database.db, asha.id, 'Physics', 'force', [false, false, false, false]);
    await studied(ctx.database.db, asha.id, 'Physics', 'energy', [true, false, true, false]);
    await studied(ctx.database.db, asha.id, 'Physics', 'mass', [true, true, true, true, true, true, true]);
    const { items } = await today(asha);
    expect(items.map((item) => [item.kind, item.concept])).toEqual([
      ['practice', 'force'],
      ['practice', 'energy'],
    ]);
    expect(items[0]).toMatchObject({ title: 'Practise force', minutes: 10, href: `/progress?practice=${force}` });
  });

  it('puts what prepares the nearer exam first: cards, practice and planner tasks', async () => {
    const asha = await student(ctx.app);
    await plannerFor(asha, 'History', 30);
    await plannerFor(asha, 'Chemistry', 3);
    await studied(ctx.database.db, asha.id, 'History', 'revolution', [false, false, true]);
    await studied(ctx.database.db, asha.id, 'Chemistry', 'catalyst', [false, false, true]);
    await dueCards(asha, 'History', 4);
    await dueCards(asha, 'Chemistry', 4);
    const { items } = await today(asha);
    const subjectOf = (item: TodayItem) =>
      /Chemistry|catalyst/.test(item.title) ? 'Chemistry' : /History|revolution/.test(item.title) ? 'History' : '?';
    const order = items.map(subjectOf);
    expect(order).not.toContain('?');
    expect(order[0]).toBe('Chemistry');
    // Every Chemistry item (exam in 3 days) before any History item (exam in 30).
    expect(order.lastIndexOf('Chemistry')).toBeLessThan(order.indexOf('History') === -1 ? Infinity : order.indexOf('History'));
    expect(items.map((item) => item.kind)).toEqual(expect.arrayContaining(['practice', 'plan-task', 'cards']));
    const cards = items.find((item) => item.title === 'Review 4 cards in Chemistry')!;
    expect(cards).toMatchObject({ kind: 'cards', minutes: 1 });
    expect(Date.parse(cards.dueAt!)).toBeLessThanOrEqual(Date.now());
    expect(cards.href).toMatch(/^\/flashcards\/review\?deck=/);
    expect(items.find((item) => item.kind === 'plan-task')!.href).toMatch(/^\/ai-study-planner\?planner=/);
  });

  it('fits the day greedily into the minutes, keeping the top item even when it alone is longer', async () => {
    const asha = await student(ctx.app);
    await dueCards(asha, 'Geography', 200);
    const alone = await today(asha);
    expect(alone.items).toEqual([expect.objectContaining({ kind: 'cards', title: 'Review 200 cards in Geography', minutes: 50 })]);

    const ravi = await student(ctx.app, 'Ravi');
    for (const name of ['force', 'energy', 'momentum']) await studied(ctx.database.db, ravi.id, 'Physics', name, [false, false, false]);
    await dueCards(ravi, 'Geography', 80);
    const plan = await today(ravi);
    // Three practice items (30 min) come first; the 20 minutes of cards would overrun 45 and wait.
    expect(plan.items.map((item) => item.kind)).toEqual(['practice', 'practice', 'practice']);
    expect(minutes(plan.items)).toBeLessThanOrEqual(plan.minutesBudget);
  });

  it('lists the next step of each path not finished, and a class assignment due soon until it is started', async () => {
    const teacher = await student(ctx.app, 'Meera');
    const asha = await student(ctx.app, 'Asha');
    const own = await asha.call('POST', '/api/study-paths', { topic: 'Algebra', difficulty: 'beginner' });
    const [step] = (await today(asha)).items;
    expect(step).toMatchObject({ kind: 'path-step', href: `/study-path/${own.json().id}` });
    expect(step!.title).toMatch(/^Algebra: /);

    const klass = (await teacher.call('POST', '/api/classes', { name: 'Biology 10A', subject: 'Biology' })).json<{
      id: string;
      joinCode: string;
    }>();
    expect((await asha.call('POST', '/api/classes/join', { code: klass.joinCode })).statusCode).toBe(200);
    const assigned = async (itemId: string, dueAt: string) => {
      const response = await teacher.call('POST', `/api/classes/${klass.id}/assignments`, { kind: 'study-path', itemId, dueAt });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; title: string }>();
    };
    const path = await teacher.call('POST', '/api/study-paths', { topic: 'Cell biology', difficulty: 'beginner' });
    const dueAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const work = await assigned(path.json().id, dueAt);
    // Due in a month: not yet today's business.
    const later = await teacher.call('POST', '/api/study-paths', { topic: 'Genetics', difficulty: 'beginner' });
    await assigned(later.json().id, new Date(Date.now() + 30 * 86_400_000).toISOString());
    const { items } = await today(asha);
    // Due in two days, it comes before the path the student set themselves.
    expect(items[0]).toEqual({ kind: 'assignment', title: work.title, minutes: 20, dueAt, href: `/classes/${klass.id}` });
    expect(items.filter((item) => item.kind === 'assignment')).toHaveLength(1);

    const started = await asha.call('POST', `/api/assignments/${work.id}/start`);
    expect(started.statusCode, started.body).toBeLessThan(300);
    expect((await today(asha)).items.some((item) => item.kind === 'assignment')).toBe(false);
  });

  it('answers only the owner’s items', async () => {
    const asha = await student(ctx.app);
    await studied(ctx.database.db, asha.id, 'Physics', 'force', [false, false]);
    await dueCards(asha, 'Physics', 3);
    await plannerFor(asha, 'Physics', 5);
    expect((await today(asha)).items.length).toBeGreaterThan(0);
    const { cookie } = await signUp(ctx.app);
    const other = await request(ctx.app, { method: 'GET', url: '/api/today', headers: { cookie } });
    expect(other.json()).toEqual({ minutesBudget: 45, items: [] });
  });
});
