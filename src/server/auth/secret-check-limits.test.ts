import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_LIMIT_MESSAGES } from '../../shared/auth-limits';
import { request, signUp, useTestApp, withSecondApp } from '../test/test-app';

const ctx = useTestApp();
const SCHOOL = '203.0.113.7';
const WRONG = 'not the passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

function changePassword(app: FastifyInstance, cookie: string, currentPassword: string, remoteAddress = SCHOOL) {
  return request(app, {
    method: 'POST',
    url: '/api/auth/change-password',
    remoteAddress,
    headers: { cookie },
    payload: { currentPassword, newPassword: NEW_PASSWORD },
  });
}

function signIn(email: string, password: string, remoteAddress = SCHOOL, app = ctx.app) {
  return request(app, { method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, payload: { email, password } });
}

describe('guesses at the current password', () => {
  it('wait after 5 wrong current passwords, the right one works after the wait, and the wait is per account', async () => {
    const victim = await signUp(ctx.app, { email: 'victim@example.com' });
    const classmate = await signUp(ctx.app, { email: 'classmate@example.com' });

    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await changePassword(ctx.app, victim.cookie, WRONG));
    const statuses = answers.map((answer) => answer.statusCode);
    // A wrong current password stays better-auth's own answer until the wait starts.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.json().message).toBe('Invalid password');
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    // Past the threshold each wait lets at most one more guess through (a wait of 1 s can end
    // while a slow machine checks a guess): far fewer than 40 were checked.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ message: AUTH_LIMIT_MESSAGES.attemptWait(wait), code: 'too_many_requests' });
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);

    // While the account waits, even the right password is not checked; a classmate at the same
    // address is not held back.
    expect((await changePassword(ctx.app, victim.cookie, victim.password)).statusCode).toBe(429);
    expect((await changePassword(ctx.app, classmate.cookie, classmate.password)).statusCode).toBe(200);

    const last = answers.at(-1)!;
    await setTimeout(Number(last.headers['retry-after'] ?? 1) * 1000 + 100);
    let after = await changePassword(ctx.app, victim.cookie, victim.password);
    // The right password once the wait is over (a guess that slipped through may have doubled it once more).
    if (after.statusCode === 429) {
      await setTimeout(Number(after.headers['retry-after']) * 1000 + 100);
      after = await changePassword(ctx.app, victim.cookie, victim.password);
    }
    expect(after.statusCode).toBe(200);
    expect((await signIn(victim.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('count with the failed sign-ins of the same account and address: one password, one count', async () => {
    const student = await signUp(ctx.app, { email: 'shared-count@example.com' });
    for (let i = 0; i < 3; i += 1) expect((await signIn(student.email, WRONG)).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await changePassword(ctx.app, student.cookie, WRONG)).statusCode).toBe(400);
    expect((await signIn(student.email, student.password)).statusCode).toBe(429);
    // From another address the student is not held back.
    expect((await changePassword(ctx.app, student.cookie, student.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('count wrong reset tokens against the address, with the failed sign-ins from it', async () => {
    await withSecondApp(ctx, { AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '3' }, async (app) => {
      const reset = (token: string) =>
        request(app, {
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '198.51.100.77',
          payload: { token, newPassword: NEW_PASSWORD },
        });
      expect((await reset('guessed-token-1')).statusCode).toBe(400);
      expect((await reset('guessed-token-2')).statusCode).toBe(400);
      expect((await signIn('anyone@example.com', WRONG, '198.51.100.77', app)).statusCode).toBe(401);
      const refused = await reset('guessed-token-3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    });
  });

  it('include verify-password, which better-auth answers over HTTP although its docs call it server-only', async () => {
    const student = await signUp(ctx.app, { email: 'verify-password@example.com' });
    const verify = (password: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/auth/verify-password',
        remoteAddress: SCHOOL,
        headers: { cookie: student.cookie },
        payload: { password },
      });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await verify(WRONG)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
    expect((await verify(student.password)).statusCode).toBe(429);
  });

  it('answer 401 when signed out, without counting anything', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: WRONG, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
