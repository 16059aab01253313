import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SESSION_ACTIVITY_STEP_MS } from '../../../shared/account';
import { session } from '../../db/schema';
import { request, sessionCookie, signUp, useTestApp } from '../../test/test-app';

// The session cache's clock stands still: a revoked session still served would come from it.
const ctx = useTestApp({}, { sessionCache: { now: () => 0 } });

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const list = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/account/sessions', headers: { cookie } });
const revoke = (cookie: string, id: string) =>
  request(ctx.app, { method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { cookie } });
const me = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });

async function signInFrom(email: string, password: string, userAgent: string, remoteAddress: string) {
  const response = await request(ctx.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe('where the account is signed in', () => {
  it('lists each session with its device, address, times and which one is asking', async () => {
    const student = await signUp(ctx.app, { email: 'lister@school.test' });
    const phone = await signInFrom(student.email, student.password, PHONE, '198.51.100.7');
    const laptop = await signInFrom(student.email, student.password, LAPTOP, '203.0.113.9');

    const answer = await list(laptop);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { sessions } = answer.json();
    expect(sessions).toHaveLength(3);
    const byDevice = Object.fromEntries(sessions.map((each: { device: string }) => [each.device, each]));
    expect(byDevice['Chrome on Android']).toMatchObject({ ipAddress: '198.51.100.7', userAgent: PHONE, current: false });
    expect(byDevice['Safari on macOS']).toMatchObject({ ipAddress: '203.0.113.9', current: true });
    expect(sessions.map((each: { current: boolean }) => each.current)).toEqual([true, false, false]);
    for (const each of sessions) {
      expect(Date.parse(each.createdAt)).not.toBeNaN();
      expect(Date.parse(each.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(each.createdAt));
      expect(Object.keys(each).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ipAddress', 'lastActiveAt', 'userAgent']);
    }
    // From the phone, the phone is "this device".
    const fromPhone = (await list(phone)).json().sessions.find((each: { current: boolean }) => each.current);
    expect(fromPhone.device).toBe('Chrome on Android');
  });

  it("never shows another user's sessions, nor expired ones", async () => {
    const student = await signUp(ctx.app, { email: 'mine@school.test' });
    const other = await signUp(ctx.app, { email: 'theirs@school.test' });
    await signInFrom(student.email, student.password, PHONE, '198.51.100.8');
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userAgent, PHONE));
    const { sessions } = (await list(student.cookie)).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
    const theirs = (await list(other.cookie)).json().sessions;
    expect(theirs.map((each: { id: string }) => each.id)).not.toContain(sessions[0].id);
  });

  it('signs another device out at once; the one asking stays signed in', async () => {
    const student = await signUp(ctx.app, { email: 'revoker@school.test' });
    const phone = await signInFrom(student.email, student.password, PHONE, '198.51.100.9');
    expect((await me(phone)).statusCode).toBe(200);
    const { sessions } = (await list(student.cookie)).json();
    const phoneSession = sessions.find((each: { current: boolean }) => !each.current);

    const revoked = await revoke(student.cookie, phoneSession.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id: phoneSession.id });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(student.cookie)).statusCode).toBe(200);
    expect((await list(student.cookie)).json().sessions).toHaveLength(1);
    expect((await revoke(student.cookie, phoneSession.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session or a made-up id, and 400 for the session asking", async () => {
    const student = await signUp(ctx.app, { email: 'a@school.test' });
    const other = await signUp(ctx.app, { email: 'b@school.test' });
    const theirs = (await list(other.cookie)).json().sessions[0];
    const attempt = await revoke(student.cookie, theirs.id);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: 'Session not found', code: 'not_found' });
    expect((await me(other.cookie)).statusCode).toBe(200);
    for (const id of ['not-a-session', '01900000-0000-7000-8000-000000000000', 'x'.repeat(64)]) {
      expect((await revoke(student.cookie, id)).statusCode, id).toBe(404);
    }
    const own = (await list(student.cookie)).json().sessions[0];
    const current = await revoke(student.cookie, own.id);
    expect(current.statusCode).toBe(400);
    expect(current.json()).toEqual({ message: ACCOUNT_MESSAGES.revokeCurrent, code: 'bad_request' });
  });

  it('signs every other device out with "sign out everywhere else"', async () => {
    const student = await signUp(ctx.app, { email: 'everywhere@school.test' });
    const phone = await signInFrom(student.email, student.password, PHONE, '198.51.100.10');
    const laptop = await signInFrom(student.email, student.password, LAPTOP, '198.51.100.11');
    for (const cookie of [phone, laptop]) expect((await me(cookie)).statusCode).toBe(200);
    const out = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { cookie: student.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    for (const cookie of [phone, laptop]) expect((await me(cookie)).statusCode).toBe(401);
    const { sessions } = (await list(student.cookie)).json();
    expect(sessions.map((each: { current: boolean }) => each.current)).toEqual([true]);
  });

  it("forgets sessions better-auth's other revoking routes end, at once", async () => {
    const student = await signUp(ctx.app, { email: 'routes@school.test' });
    const phone = await signInFrom(student.email, student.password, PHONE, '198.51.100.12');
    expect((await me(phone)).statusCode).toBe(200);
    const [phoneRow] = await ctx.database.db.select({ token: session.token }).from(session).where(eq(session.userAgent, PHONE));
    const token = phoneRow!.token;
    const one = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { cookie: student.cookie },
      payload: { token },
    });
    expect(one.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(student.cookie)).statusCode).toBe(200);

    const laptop = await signInFrom(student.email, student.password, LAPTOP, '198.51.100.13');
    expect((await me(laptop)).statusCode).toBe(200);
    const all = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { cookie: student.cookie },
      payload: {},
    });
    expect(all.statusCode).toBe(200);
    for (const cookie of [laptop, student.cookie]) expect((await me(cookie)).statusCode).toBe(401);
  });

  it('moves "last active" forward when the session is used after a while', async () => {
    const student = await signUp(ctx.app, { email: 'active@school.test' });
    const before = new Date(Date.now() - 2 * SESSION_ACTIVITY_STEP_MS);
    await ctx.database.db.update(session).set({ updatedAt: before });
    ctx.sessionCache.clear();
    expect((await me(student.cookie)).statusCode).toBe(200);
    const [row] = (await list(student.cookie)).json().sessions;
    expect(Date.parse(row.lastActiveAt)).toBeGreaterThan(before.getTime() + SESSION_ACTIVITY_STEP_MS);
  });

  it('are in the OpenAPI document, with the e-mail change', async () => {
    const { paths } = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(paths['/api/account/sessions'])).toEqual(['get']);
    expect(Object.keys(paths['/api/account/sessions/{id}'])).toEqual(['delete']);
    expect(paths['/api/auth/change-email'].post.requestBody.content['application/json'].schema.required).toEqual([
      'newEmail',
      'currentPassword',
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
    expect(
      (await request(ctx.app, { method: 'DELETE', url: '/api/account/sessions/01900000-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(401);
  });
});
