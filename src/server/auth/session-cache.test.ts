import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { session, user } from '../db/schema';
import { request, sessionCookie, signUp, testConfig, useTestApp } from '../test/test-app';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache';

const DAY = 86_400_000;

// The cache's own clock stands still unless a test moves it: whatever is cached stays cached.
let cacheClock = 0;
const ctx = useTestApp({}, { sessionCache: { now: () => cacheClock } });

// A second instance on the same database, with a cache and a clock of its own.
let otherClock = 0;
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({
    config: testConfig(),
    database: ctx.database,
    logger: false,
    sessionCache: createSessionCache({ now: () => otherClock }),
  });
  await other.ready();
});
afterAll(async () => other?.close());
beforeEach(() => {
  cacheClock = 0;
  otherClock = 0;
});
afterEach(() => vi.useRealTimers());

const me = (app: FastifyInstance, cookie: string) => request(app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
const post = (app: FastifyInstance, url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  request(app, { method: 'POST', url, headers: { cookie }, payload });

/** Renames the user in the database only: an answer with the old name came from the cache. */
async function renameBehindTheServer(email: string) {
  await ctx.database.db.update(user).set({ firstName: 'Changed' }).where(eq(user.email, email));
}

async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await request(app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe('the session cache of this instance', () => {
  it('serves a resolved session without the database for its lifetime, then reads it again', async () => {
    const { cookie, email } = await signUp(ctx.app);
    expect((await me(ctx.app, cookie)).json()).toMatchObject({ firstName: 'Asha' });
    await renameBehindTheServer(email);
    expect((await me(ctx.app, cookie)).json()).toMatchObject({ firstName: 'Asha' });
    cacheClock += SESSION_CACHE_TTL_MS;
    expect((await me(ctx.app, cookie)).json()).toMatchObject({ firstName: 'Changed' });
  });

  it('forgets a session at once when it signs out', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    expect((await post(ctx.app, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
  });

  it('forgets the other sessions at once when they are revoked or the password changes', async () => {
    const { cookie, email, password } = await signUp(ctx.app);
    const second = await signIn(ctx.app, email, password);
    const third = await signIn(ctx.app, email, password);
    for (const each of [cookie, second, third]) expect((await me(ctx.app, each)).statusCode).toBe(200);

    expect((await post(ctx.app, '/api/auth/revoke-other-sessions', cookie)).statusCode).toBe(200);
    expect((await me(ctx.app, second)).statusCode).toBe(401);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);

    const fourth = await signIn(ctx.app, email, password);
    expect((await me(ctx.app, fourth)).statusCode).toBe(200);
    const changed = await post(ctx.app, '/api/auth/change-password', cookie, {
      currentPassword: password,
      newPassword: 'a new horse battery',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(ctx.app, fourth)).statusCode).toBe(401);
    expect((await me(ctx.app, third)).statusCode).toBe(401);
  });

  it('shows a profile change at once', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await me(ctx.app, cookie)).json()).toMatchObject({ firstName: 'Asha' });
    expect((await post(ctx.app, '/api/auth/update-user', cookie, { firstName: 'Meera' })).statusCode).toBe(200);
    expect((await me(ctx.app, cookie)).json()).toMatchObject({ firstName: 'Meera' });
  });

  it('never serves an expired session, however recently it was cached', async () => {
    const { cookie } = await signUp(ctx.app);
    // Extended a day less a minute ago: servable from the cache until it expires six days on.
    const expiresAt = new Date(Date.now() + 6 * DAY + 60_000);
    await ctx.database.db.update(session).set({ expiresAt });
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt.getTime());
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
  });

  it('ends a cached session at the 30-day maximum, to the minute, and deletes it', async () => {
    const { cookie } = await signUp(ctx.app);
    // Kept alive by use: extended just now, created 30 days less a minute ago.
    const createdAt = new Date(Date.now() - 30 * DAY + 60_000);
    await ctx.database.db.update(session).set({ createdAt, expiresAt: new Date(Date.now() + 7 * DAY) });
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(createdAt.getTime() + 30 * DAY + 1);
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(session)).toEqual([]);
  });
});

describe('a second instance on the same database', () => {
  it('accepts a session signed out elsewhere for at most the cache lifetime (decision 030)', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await me(other, cookie)).statusCode).toBe(200);
    expect((await post(ctx.app, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    // The bound, not a promise of staleness: just before it, the other instance may still serve it.
    otherClock += SESSION_CACHE_TTL_MS - 1;
    expect((await me(other, cookie)).statusCode).toBe(200);
    otherClock += 1;
    expect((await me(other, cookie)).statusCode).toBe(401);
  });

  it('never caches a session it has not resolved itself', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    expect((await post(ctx.app, '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await me(other, cookie)).statusCode).toBe(401);
  });
});

describe('the cache itself', () => {
  const entry = (id: string) => ({ session: {} as never, user: { id } as never });

  it('holds at most its bound, dropping the oldest entries first', () => {
    const cache = createSessionCache({ maxEntries: 2, now: () => 0 });
    cache.set('a', entry('1'), cache.epoch());
    cache.set('b', entry('2'), cache.epoch());
    cache.set('c', entry('3'), cache.epoch());
    expect([cache.get('a'), cache.get('b')?.user.id, cache.get('c')?.user.id]).toEqual([undefined, '2', '3']);
  });

  it('drops a read that a sign-out overtook', () => {
    const cache = createSessionCache({ now: () => 0 });
    const epoch = cache.epoch();
    cache.forgetToken('a');
    cache.set('a', entry('1'), epoch);
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets every session of a user and only that user's", () => {
    const cache = createSessionCache({ now: () => 0 });
    cache.set('a', entry('1'), cache.epoch());
    cache.set('b', entry('1'), cache.epoch());
    cache.set('c', entry('2'), cache.epoch());
    cache.forgetUser('1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, '2']);
  });
});
