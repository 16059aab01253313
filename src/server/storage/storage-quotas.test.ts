import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api';
import {
  PER_RECORD_MESSAGES,
  PER_RECORD_QUOTAS,
  STORAGE_KINDS,
  STORAGE_QUOTAS,
  storageBytesReachedMessage,
  storageCountReachedMessage,
} from '../../shared/storage-quotas';
import type { UsageLimits } from '../../shared/usage';
import { usageLimitsSchema } from '../../shared/usage.schema';
import { user as userTable } from '../db/schema';
import { request, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();
const FREE = STORAGE_QUOTAS.Free;

async function student() {
  const { cookie, email } = await signUp(ctx.app);
  const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    request(ctx.app, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const limits = async () => (await call('GET', '/api/limits')).json() as UsageLimits;
  return { cookie, email, id: row!.id, call, limits };
}

/** Rows written straight into the database: `n` of one table for the user, from a select list over i. */
async function fill(table: string, columns: string, values: string, n: number) {
  await ctx.database.db.execute(
    sql.raw(`insert into ${table} (id, ${columns}) select gen_random_uuid()::text, ${values} from generate_series(1, ${n}) as i`),
  );
}

const esc = (text: string) => `'${text.replace(/'/g, "''")}'`;

const PLAN = {
  weeks: [{ week: 1, days: [{ day: 'Monday', topic: 'Algebra', duration: '2 hours', tasks: ['Read chapter 1'] }] }],
  schedule: 'Two hours a day',
  topics: ['Algebra'],
  goals: [],
  resources: [],
  tips: [],
};
const SAVED_PLAN = { title: 'Algebra plan', subjects: ['Algebra'], plan: PLAN };

describe('GET /api/limits: storage', () => {
  it("reports what a user keeps of every kind against their plan's quota", async () => {
    const me = await student();
    const fresh = await me.limits();
    expect(usageLimitsSchema.safeParse(fresh).success).toBe(true);
    expect(Object.keys(fresh.storage)).toEqual([...STORAGE_KINDS]);
    expect(fresh.storage.studyPlans).toEqual({ used: 0, limit: FREE.studyPlans.count, bytes: { used: 0, limit: FREE.studyPlans.bytes } });
    expect(fresh.storage.classes).toEqual({ used: 0, limit: FREE.classes.count });

    expect((await me.call('POST', '/api/study-plans', SAVED_PLAN)).statusCode).toBe(201);
    const after = await me.limits();
    expect(after.storage.studyPlans.used).toBe(1);
    expect(after.storage.studyPlans.bytes!.used).toBeGreaterThan(100);

    await ctx.database.db.update(userTable).set({ plan: 'Pro' }).where(eq(userTable.id, me.id));
    ctx.sessionCache.clear();
    const pro = await me.limits();
    expect(pro.storage.studyPlans).toMatchObject({ used: 1, limit: FREE.studyPlans.count * 5 });
    expect(pro.storage.notes.limit).toBe(FREE.notes.count);
  });
});

describe('count quotas (409)', () => {
  it("refuses a study plan past the plan's count, saying what to delete, and saves again after a delete", async () => {
    const me = await student();
    await fill(
      'study_plan',
      'user_id, title, topic, grade_level, subjects, hours_per_day, duration, difficulty, plan',
      `${esc(me.id)}, 'Plan ' || i, 'Algebra', 'High School', array['Algebra'], 2, '4 weeks', 'intermediate', '${JSON.stringify(PLAN)}'::jsonb`,
      FREE.studyPlans.count - 1,
    );
    const last = await me.call('POST', '/api/study-plans', SAVED_PLAN);
    expect(last.statusCode).toBe(201);
    const refused = await me.call('POST', '/api/study-plans', SAVED_PLAN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You have ${FREE.studyPlans.count} study plans, the most your plan keeps. Delete some you no longer need to save new ones. A higher plan keeps more.`,
      code: ERROR_CODES.storageQuotaReached,
    });
    expect((await me.limits()).storage.studyPlans.used).toBe(FREE.studyPlans.count);

    expect((await me.call('DELETE', `/api/study-plans/${last.json().id}`)).json()).toEqual({ id: last.json().id });
    expect((await me.call('POST', '/api/study-plans', SAVED_PLAN)).statusCode).toBe(201);
    // Another user is not held back by this one's plans.
    expect((await (await student()).call('POST', '/api/study-plans', SAVED_PLAN)).statusCode).toBe(201);
  });

  it('refuses a doubt, a planner and a study path before generating them, spending no daily allowance', async () => {
    const me = await student();
    await fill('doubt', 'user_id, question, difficulty, answer', `${esc(me.id)}, 'Q' || i, 'medium', 'A'`, FREE.doubts.count);
    await fill(
      'planner',
      'user_id, subject, goal, exam_date, schedule',
      `${esc(me.id)}, 'Maths', 'Pass', '2099-01-01', '{}'::jsonb`,
      FREE.planners.count,
    );
    await fill(
      'study_path',
      'user_id, topic, difficulty, description, estimated_hours, roadmap',
      `${esc(me.id)}, 'Topic ' || i, 'beginner', 'About', 1, '[]'::jsonb`,
      FREE.studyPaths.count,
    );
    const doubt = await me.call('POST', '/api/doubt-solver', { question: 'What is 2 + 2?' });
    expect(doubt.statusCode).toBe(409);
    expect(doubt.json().message).toBe(storageCountReachedMessage('doubts', FREE.doubts.count, true));
    const examDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const planner = await me.call('POST', '/api/planner', { subject: 'Maths', goal: 'Pass', examDate });
    expect(planner.statusCode).toBe(409);
    expect(planner.json().message).toBe(storageCountReachedMessage('planners', FREE.planners.count, true));
    const path = await me.call('POST', '/api/study-paths', { topic: 'Photosynthesis', difficulty: 'beginner' });
    expect(path.statusCode).toBe(409);
    expect(path.json().message).toBe(storageCountReachedMessage('studyPaths', FREE.studyPaths.count, true));
    const { usage } = await me.limits();
    expect(usage.doubts.used).toBe(0);
    expect(usage.generations.used).toBe(0);

    // A doubt can now be deleted, which makes room.
    const [oldest] = (await me.call('GET', '/api/doubts')).json() as { id: string }[];
    expect((await me.call('DELETE', `/api/doubts/${oldest!.id}`)).statusCode).toBe(200);
    expect((await me.call('DELETE', `/api/doubts/${oldest!.id}`)).statusCode).toBe(404);
    expect((await me.call('POST', '/api/doubt-solver', { question: 'What is 2 + 2?' })).statusCode).toBe(200);
  });

  it('refuses a conversation, and a message in a full conversation', async () => {
    const me = await student();
    const open = (await me.call('POST', '/api/conversations', { title: 'Open' })).json() as { id: string };
    await fill('conversation', 'user_id, title', `${esc(me.id)}, 'Chat ' || i`, FREE.conversations.count - 1);
    const refused = await me.call('POST', '/api/conversations', { title: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(storageCountReachedMessage('conversations', FREE.conversations.count, true));

    await fill(
      'message',
      'conversation_id, role, content',
      `${esc(open.id)}, 'user', 'Hello ' || i`,
      PER_RECORD_QUOTAS.messagesPerConversation - 1,
    );
    const full = await me.call('POST', `/api/conversations/${open.id}/messages`, { content: 'One more question' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: PER_RECORD_MESSAGES.messagesPerConversation, code: ERROR_CODES.storageQuotaReached });
    expect((await me.limits()).usage.chat.used).toBe(0);
  });

  it("refuses a deck, cards past one deck, and a class past the teacher's classes", async () => {
    const me = await student();
    const deck = (await me.call('POST', '/api/decks', { name: 'Biology' })).json() as { id: string };
    await fill('deck', 'user_id, name', `${esc(me.id)}, 'Deck ' || i`, FREE.decks.count - 1);
    const refusedDeck = await me.call('POST', '/api/decks', { name: 'Chemistry' });
    expect(refusedDeck.statusCode).toBe(409);
    expect(refusedDeck.json().message).toBe(storageCountReachedMessage('decks', FREE.decks.count, true));
    // A deck made on the way by naming it counts too.
    const byName = await me.call('POST', '/api/cards', { deckName: 'Physics', cards: [{ front: 'F', back: 'B' }] });
    expect(byName.statusCode).toBe(409);

    await fill(
      'card',
      'user_id, deck_id, front, back, source, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state',
      `${esc(me.id)}, ${esc(deck.id)}, 'front ' || i, 'back', '{"kind":"manual"}'::jsonb, now(), 0, 0, 0, 0, 0, 0, 0, 0`,
      PER_RECORD_QUOTAS.cardsPerDeck - 1,
    );
    const twoMore = await me.call('POST', '/api/cards', {
      deckId: deck.id,
      cards: [
        { front: 'a', back: 'b' },
        { front: 'c', back: 'd' },
      ],
    });
    expect(twoMore.statusCode).toBe(409);
    expect(twoMore.json()).toEqual({ message: PER_RECORD_MESSAGES.cardsPerDeck, code: ERROR_CODES.storageQuotaReached });
    expect((await me.call('POST', '/api/cards', { deckId: deck.id, cards: [{ front: 'a', back: 'b' }] })).statusCode).toBe(201);

    for (let i = 1; i <= FREE.classes.count; i += 1)
      expect((await me.call('POST', '/api/classes', { name: `Class ${i}` })).statusCode).toBe(201);
    const refusedClass = await me.call('POST', '/api/classes', { name: 'One more' });
    expect(refusedClass.statusCode).toBe(409);
    expect(refusedClass.json().message).toBe(storageCountReachedMessage('classes', FREE.classes.count, true));
  });

  it('keeps a lapsed plan to the Free quota, and says nothing of a higher plan on the highest', async () => {
    const me = await student();
    await ctx.database.db
      .update(userTable)
      .set({ plan: 'Institution', planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTable.id, me.id));
    ctx.sessionCache.clear();
    await fill('conversation', 'user_id, title', `${esc(me.id)}, 'Chat ' || i`, FREE.conversations.count);
    expect((await me.call('POST', '/api/conversations', { title: 'Lapsed' })).statusCode).toBe(409);

    await ctx.database.db
      .update(userTable)
      .set({ planExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(userTable.id, me.id));
    ctx.sessionCache.clear();
    expect((await me.call('POST', '/api/conversations', { title: 'Live' })).statusCode).toBe(201);
    expect(storageCountReachedMessage('conversations', 4000, false)).not.toContain('higher plan');
  });
});

describe('size quotas (413)', () => {
  it('refuses a summary that would take the summaries past their size, and stores nothing of it', async () => {
    const me = await student();
    // Hex of random bytes hardly compresses: 24.99 MB as stored.
    const stored = FREE.summaries.bytes! - 8_000;
    await ctx.database.db.execute(
      sql.raw(`insert into summary (id, user_id, title, mode, content, summary)
        select gen_random_uuid()::text, ${esc(me.id)}, 'Big', 'summary', string_agg(md5(random()::text), ''), 'S'
        from generate_series(1, ${Math.floor(stored / 32)})`),
    );
    const before = (await me.limits()).storage.summaries;
    expect(before.used).toBe(1);
    const content = randomBytes(5_000).toString('hex').slice(0, 9_000);
    const refused = await me.call('POST', '/api/summaries/save', { title: 'New', content, summary: content.slice(0, 4_000) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: `Saving this would take your saved summaries past 25 MB, the most your plan keeps. Delete some you no longer need to save new ones. A higher plan keeps more.`,
      code: ERROR_CODES.storageQuotaReached,
    });
    expect(refused.json().message).toBe(storageBytesReachedMessage('summaries', FREE.summaries.bytes!, true));
    expect((await me.limits()).storage.summaries).toEqual(before);
    // A short one still fits.
    expect(
      (await me.call('POST', '/api/summaries/save', { title: 'Short', content: 'Plants make food.', summary: 'Food.' })).statusCode,
    ).toBe(201);
  });
});
