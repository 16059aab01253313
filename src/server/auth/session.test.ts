import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { request, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();

describe('session lifetime', () => {
  it('lasts 7 days from sign-up', async () => {
    const { cookie } = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(session);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect((await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ends after 30 days even when kept alive by use, and the session is deleted', async () => {
    const { cookie } = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(session);
    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(session.id, row!.id));
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(session).where(eq(session.id, row!.id))).toEqual([]);
  });

  it("is over after 30 days for better-auth's own endpoints too", async () => {
    const { cookie } = await signUp(ctx.app);
    const fresh = await request(ctx.app, { method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(fresh.json()).toMatchObject({ user: { email: expect.any(String) } });
    await ctx.database.db.update(session).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) });
    const old = await request(ctx.app, { method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toBeNull();
    expect(await ctx.database.db.select().from(session)).toEqual([]);
  });

  it('is extended to a fresh 7 days, with a new cookie, when used a day or more after the last extension', async () => {
    const { cookie } = await signUp(ctx.app);
    const sixDaysLeft = new Date(Date.now() + 6 * 86_400_000 - 60_000);
    await ctx.database.db.update(session).set({ expiresAt: sixDaysLeft });
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(String(me.headers['set-cookie'])).toContain('session_token=');
    const [row] = await ctx.database.db.select().from(session);
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
  });

  it('is not touched when used again within a day', async () => {
    const { cookie } = await signUp(ctx.app);
    const [before] = await ctx.database.db.select().from(session);
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['set-cookie']).toBeUndefined();
    const [after] = await ctx.database.db.select().from(session);
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const { cookie } = await signUp(ctx.app);
    const [name, value] = cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    // Change the token's last character (to one it is not) and keep the old signature.
    const changed = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    const forged = `${name}=${encodeURIComponent(`${changed}.${signature}`)}`;
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: forged } });
    expect(me.statusCode).toBe(401);
  });

  it('is refused once expired', async () => {
    const { cookie } = await signUp(ctx.app);
    await ctx.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
