import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_LIMIT_MESSAGES } from '../../shared/auth-limits';
import { request, signUp, useTestApp, withSecondApp } from '../test/test-app';
import { scheduleLimitsPurge } from './limits-purge';

const ctx = useTestApp();
const SCHOOL = '203.0.113.7';
const WRONG = 'not the passphrase';

function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = SCHOOL, headers: Record<string, string> = {}) {
  return request(app, { method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, headers, payload: { email, password } });
}

describe('sign-in limits', () => {
  // Eighty password hashes (sign-up and sign-in): room for a busy machine.
  it('let 40 students of one class sign in correctly from one school address within a minute', { timeout: 60_000 }, async () => {
    const students = [];
    for (let i = 0; i < 40; i += 1) {
      const student = await signUp(ctx.app, { email: `class-${i}@example.com` });
      expect(student.response.statusCode).toBe(200);
      students.push(student);
    }
    const answers = await Promise.all(students.map((student) => signIn(ctx.app, student.email, student.password)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 200));
  });

  it('slow one account at one address after 5 failures, without stopping a classmate at that address', async () => {
    const victim = await signUp(ctx.app, { email: 'victim@example.com' });
    const classmate = await signUp(ctx.app, { email: 'classmate@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn(ctx.app, victim.email, WRONG);
      // A wrong password stays better-auth's own answer.
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid email or password');
    }
    const waiting = await signIn(ctx.app, victim.email, victim.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({ message: AUTH_LIMIT_MESSAGES.signInWait(1), code: 'too_many_requests' });

    expect((await signIn(ctx.app, classmate.email, classmate.password)).statusCode).toBe(200);
    // The same student from home is not held back by what happened at school.
    expect((await signIn(ctx.app, victim.email, victim.password, '198.51.100.20')).statusCode).toBe(200);

    // The wait doubles with each further failure.
    await setTimeout(1100);
    expect((await signIn(ctx.app, victim.email, WRONG)).statusCode).toBe(401);
    const longer = await signIn(ctx.app, victim.email, victim.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    expect(longer.json().message).toBe(AUTH_LIMIT_MESSAGES.signInWait(2));

    // After the wait the right password gets in, and that clears the count for this address.
    await setTimeout(2100);
    expect((await signIn(ctx.app, victim.email, victim.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(ctx.app, victim.email, WRONG)).statusCode).toBe(401);
    expect((await signIn(ctx.app, victim.email, WRONG)).statusCode).toBe(429);
  });

  it('do not count successful sign-ins', async () => {
    const student = await signUp(ctx.app, { email: 'often@example.com' });
    for (let i = 0; i < 12; i += 1) expect((await signIn(ctx.app, student.email, student.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(ctx.app, student.email, WRONG)).statusCode).toBe(401);
    expect((await signIn(ctx.app, student.email, WRONG)).statusCode).toBe(429);
  });

  it('delay an account attacked from many addresses, except from an address it signed in from before', async () => {
    const student = await signUp(ctx.app, { email: 'target@example.com' });
    expect((await signIn(ctx.app, student.email, student.password, '198.51.100.1')).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(ctx.app, student.email, WRONG, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const fromNewPlace = await signIn(ctx.app, student.email, student.password, '192.0.2.200');
    expect(fromNewPlace.statusCode).toBe(429);
    expect(Number(fromNewPlace.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await signIn(ctx.app, student.email, student.password, '198.51.100.1')).statusCode).toBe(200);

    // There only the student's own count from that address applies, and its wait is the one told.
    await ctx.database.db.execute(
      sql`UPDATE rate_limit SET blocked_until = now() + interval '5 minutes' WHERE key LIKE 'sign-in:account:%'`,
    );
    for (let i = 0; i < 5; i += 1) expect((await signIn(ctx.app, student.email, WRONG, '198.51.100.1')).statusCode).toBe(401);
    const typos = await signIn(ctx.app, student.email, student.password, '198.51.100.1');
    expect(typos.statusCode).toBe(429);
    expect(typos.headers['retry-after']).toBe('1');
  });

  it('stop one address after many failures on any accounts, successes aside', async () => {
    await withSecondApp(ctx, { AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '6' }, async (app) => {
      const student = await signUp(app, { email: 'honest@example.com' });
      for (let i = 0; i < 6; i += 1) {
        expect((await signIn(app, student.email, student.password)).statusCode).toBe(200);
        expect((await signIn(app, `guess-${i}@example.com`, WRONG)).statusCode).toBe(401);
      }
      const stopped = await signIn(app, student.email, student.password);
      expect(stopped.statusCode).toBe(429);
      const wait = Number(stopped.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(stopped.json()).toEqual({ message: AUTH_LIMIT_MESSAGES.signInWait(wait), code: 'too_many_requests' });
      expect(stopped.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      expect((await signIn(app, student.email, student.password, '198.51.100.30')).statusCode).toBe(200);
    });
  });

  it('key IPv6 addresses by their /64 and IPv4-mapped IPv6 as IPv4', async () => {
    await withSecondApp(ctx, { AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '4' }, async (app) => {
      expect((await signIn(app, 'a@example.com', WRONG, '2001:db8:5:6::1')).statusCode).toBe(401);
      expect((await signIn(app, 'b@example.com', WRONG, '2001:db8:5:6:ffff:1:2:3')).statusCode).toBe(401);
      expect((await signIn(app, 'c@example.com', WRONG, '2001:0db8:0005:0006::9')).statusCode).toBe(401);
      expect((await signIn(app, 'd@example.com', WRONG, '2001:db8:5:6::2')).statusCode).toBe(401);
      expect((await signIn(app, 'e@example.com', WRONG, '2001:db8:5:6::3')).statusCode).toBe(429);
      expect((await signIn(app, 'e@example.com', WRONG, '2001:db8:5:7::3')).statusCode).toBe(401);

      for (let i = 0; i < 2; i += 1) expect((await signIn(app, `m${i}@example.com`, WRONG, '::ffff:198.51.100.4')).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await signIn(app, `n${i}@example.com`, WRONG, '198.51.100.4')).statusCode).toBe(401);
      expect((await signIn(app, 'o@example.com', WRONG, '198.51.100.4')).statusCode).toBe(429);
    });
  });

  it('take the address from X-Forwarded-For only behind the configured proxy', async () => {
    await withSecondApp(ctx, { AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' }, async (app) => {
      const viaProxy = (email: string, client: string) => signIn(app, email, WRONG, '127.0.0.1', { 'x-forwarded-for': client });
      expect((await viaProxy('p@example.com', '198.51.100.50')).statusCode).toBe(401);
      expect((await viaProxy('q@example.com', '198.51.100.50')).statusCode).toBe(401);
      expect((await viaProxy('r@example.com', '198.51.100.50')).statusCode).toBe(429);
      expect((await viaProxy('r@example.com', '198.51.100.51')).statusCode).toBe(401);
      // Not from the proxy: the header is the client's own claim and is ignored.
      expect((await signIn(app, 's@example.com', WRONG, '192.0.2.9', { 'x-forwarded-for': '198.51.100.60' })).statusCode).toBe(401);
      expect((await signIn(app, 't@example.com', WRONG, '192.0.2.9', { 'x-forwarded-for': '198.51.100.61' })).statusCode).toBe(401);
      expect((await signIn(app, 'u@example.com', WRONG, '192.0.2.9', { 'x-forwarded-for': '198.51.100.62' })).statusCode).toBe(429);
    });
  });
});

describe('sign-up limits', () => {
  it('cap sign-ups per address per hour with a message saying when to try again', async () => {
    await withSecondApp(ctx, { AUTH_SIGN_UPS_PER_ADDRESS: '3' }, async (app) => {
      const fromSchool = (email: string) =>
        request(app, {
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: '2001:db8:9:9::1',
          payload: { email, password: 'correct horse battery', name: 'New Student' },
        });
      for (let i = 0; i < 3; i += 1) expect((await fromSchool(`new-${i}@example.com`)).statusCode).toBe(200);
      const capped = await fromSchool('new-3@example.com');
      expect(capped.statusCode).toBe(429);
      const wait = Number(capped.headers['retry-after']);
      expect(wait).toBeGreaterThan(59 * 60);
      expect(capped.json()).toEqual({ message: AUTH_LIMIT_MESSAGES.signUpWait(wait), code: 'too_many_requests' });
      expect(capped.json().message).toBe('Too many sign-ups from this network. Please try again in 1 hour.');
      const elsewhere = await signUp(app, { email: 'other-network@example.com' });
      expect(elsewhere.response.statusCode).toBe(200);
    });
  });
});

describe('ended limit counters', () => {
  const keys = async () => {
    const result = await ctx.database.db.execute(sql`SELECT key FROM rate_limit`);
    const rows = (result as unknown as { rows: { key: string }[] }).rows;
    // The kind of counter: its key without the account and address.
    return rows
      .map((row) =>
        row.key
          .split(':')
          .slice(0, row.key.startsWith('sign-in:') ? 2 : 1)
          .join(':'),
      )
      .sort();
  };
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it("are deleted on an unref'd timer, and live ones kept", async () => {
    await signIn(ctx.app, 'someone@example.com', WRONG);
    await request(ctx.app, { method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'x', password: 'short' } });
    expect(await keys()).toEqual(['POST/api/auth/sign-up/email', 'sign-in:account', 'sign-in:account-address', 'sign-in:address']);
    await ctx.database.db.execute(sql`UPDATE rate_limit SET reset_at = now() - interval '1 second' WHERE key NOT LIKE 'sign-in:address:%'`);
    const before = timers();
    const stop = scheduleLimitsPurge(ctx.database.db, ctx.app.log, 20);
    try {
      // An unref'd timer is not among the resources that keep the process alive.
      expect(timers()).toBe(before);
      for (let i = 0; i < 100 && (await keys()).length > 1; i += 1) await setTimeout(20);
    } finally {
      stop();
    }
    expect(await keys()).toEqual(['sign-in:address']);
  });
});
