import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { LIMIT_REACHED_TEXT, USAGE_KIND_HEADER } from '../../../shared/usage';
import { usageLimitsSchema } from '../../../shared/usage.schema';
import { usageCounter, user as userTable } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { countStatuses, limits, summarize, summarizeAtOnce } from './usage-test-support';

const ctx = useTestApp();

/** The next midnight in UTC, the default usage time zone. */
function nextUtcMidnight(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

async function setPlan(email: string, plan: 'Free' | 'Pro' | 'Premium' | 'Institution') {
  await ctx.database.db.update(userTable).set({ plan }).where(eq(userTable.email, email));
  // Written behind the server's back (payments tell the server themselves): the cached user goes too.
  ctx.sessionCache.clear();
}

/** Spends `count` generations one after another, each of which must pass. */
async function spend(cookie: string, count: number) {
  for (let i = 0; i < count; i += 1) expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
}

describe('GET /api/limits', () => {
  it('needs a signed-in user', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/limits' });
    expect(response.statusCode).toBe(401);
  });

  it("reports a new user's day: nothing used, the Free plan's limits, reset at the next midnight (UTC)", async () => {
    const { cookie } = await signUp(ctx.app);
    const { response, body } = await limits(ctx.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({
      plan: 'Free',
      resetsAt: nextUtcMidnight(),
      usage: {
        chat: { used: 0, limit: 25 },
        doubts: { used: 0, limit: 10 },
        generations: { used: 0, limit: 15 },
        uploads: { used: 0, limit: 30 },
      },
      // What the user keeps: storage/storage-quotas.test.ts.
      storage: expect.any(Object),
    });
    expect(usageLimitsSchema.safeParse(body).success).toBe(true);
  });

  it("states each plan's limits", async () => {
    const { cookie, email } = await signUp(ctx.app);
    const expected = {
      Pro: [200, 60, 100, 150],
      Premium: [1000, 300, 500, 500],
      Institution: [5000, 2000, 2000, 2000],
    } as const;
    for (const [plan, [chat, doubts, generations, uploads]] of Object.entries(expected)) {
      await setPlan(email, plan as keyof typeof expected);
      const { body } = await limits(ctx.app, cookie);
      expect(body.plan).toBe(plan);
      expect(body.usage).toEqual({
        chat: { used: 0, limit: chat },
        doubts: { used: 0, limit: doubts },
        generations: { used: 0, limit: generations },
        uploads: { used: 0, limit: uploads },
      });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    const schema = docs.paths['/api/limits'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['plan', 'resetsAt', 'usage', 'storage']);
    expect(Object.keys(schema.properties.usage.properties)).toEqual(['chat', 'doubts', 'generations', 'uploads']);
  });
});

describe('daily AI generations', () => {
  it('counts a successful summary and names the kind it was counted against', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await summarize(ctx.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers[USAGE_KIND_HEADER]).toBe('generations');
    const { body } = await limits(ctx.app, cookie);
    expect(body.usage).toMatchObject({ chat: { used: 0 }, doubts: { used: 0 }, generations: { used: 1, limit: 15 } });
  });

  it('lets exactly 15 of 50 concurrent calls through at the Free limit and refuses 35 with 429', async () => {
    const { cookie } = await signUp(ctx.app);
    const responses = await summarizeAtOnce([ctx.app], cookie, 50);
    expect(countStatuses(responses)).toEqual({ 200: 15, 429: 35 });
    expect((await limits(ctx.app, cookie)).body.usage.generations).toEqual({ used: 15, limit: 15 });
  });

  it('lets exactly one of 50 concurrent calls through with one unit left', async () => {
    const { cookie } = await signUp(ctx.app);
    await spend(cookie, 14);
    const responses = await summarizeAtOnce([ctx.app], cookie, 50);
    expect(countStatuses(responses)).toEqual({ 200: 1, 429: 49 });
    expect((await limits(ctx.app, cookie)).body.usage.generations.used).toBe(15);
  });

  it('answers 429 with the daily-limit code, a message the client recognises, the reset time and the way to a higher limit', async () => {
    const { cookie } = await signUp(ctx.app);
    await spend(cookie, 15);
    const response = await summarize(ctx.app, cookie);
    expect(response.statusCode).toBe(429);
    expect(response.headers[USAGE_KIND_HEADER]).toBe('generations');
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), code: ERROR_CODES.dailyLimitReached });
    expect(body.code).toBe('daily_limit_reached');
    expect(body.message).toContain('API limit reached');
    expect(body.message).toContain(LIMIT_REACHED_TEXT);
    expect(body.message).toMatch(/all 15 AI generations of the Free plan/);
    expect(body.message).toMatch(/resets at midnight \(12:00 AM UTC\), in \d+ (hours?|minutes?)\./);
    expect(body.message).toContain('Upgrade to a higher plan for a higher daily limit.');
  });

  it('does not offer a higher plan on the highest one', async () => {
    const { cookie, email } = await signUp(ctx.app);
    await setPlan(email, 'Institution');
    const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
    const today = new Date().toISOString().slice(0, 10);
    await ctx.database.db.insert(usageCounter).values({ userId: row!.id, kind: 'generations', day: today, used: 2000 });
    const response = await summarize(ctx.app, cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/all 2,000 AI generations of the Institution plan/);
    expect(response.json().message).not.toContain('Upgrade');
  });

  it('costs nothing when the body is refused by validation', async () => {
    const { cookie } = await signUp(ctx.app);
    const refused = await summarize(ctx.app, cookie, '   ');
    expect(refused.statusCode).toBe(400);
    expect((await limits(ctx.app, cookie)).body.usage.generations.used).toBe(0);
  });

  it('counts each user apart', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await spend(first.cookie, 15);
    expect((await summarize(ctx.app, first.cookie)).statusCode).toBe(429);
    expect((await summarize(ctx.app, second.cookie)).statusCode).toBe(200);
    expect((await limits(ctx.app, second.cookie)).body.usage.generations.used).toBe(1);
  });

  it('raises the limit as soon as the plan is upgraded', async () => {
    const { cookie, email } = await signUp(ctx.app);
    await spend(cookie, 15);
    expect((await summarize(ctx.app, cookie)).statusCode).toBe(429);
    await setPlan(email, 'Pro');
    expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
    expect((await limits(ctx.app, cookie)).body.usage.generations).toEqual({ used: 16, limit: 100 });
  });
});
