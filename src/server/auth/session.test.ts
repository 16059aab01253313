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

  it('is refused once expired', async () => {
    const { cookie } = await signUp(ctx.app);
    await ctx.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
