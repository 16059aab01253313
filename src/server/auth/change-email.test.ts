import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { user as userTable } from '../db/schema';
import { request, signUp, TEST_ORIGIN, useTestApp } from '../test/test-app';
import { startTestSmtp } from '../test/test-smtp';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
// The session cache's clock stands still: an answer with the old address would come from it.
const ctx = useTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Shiksha' }, { sessionCache: { now: () => 0 } });

const changeEmail = (app: FastifyInstance, cookie: string, payload: object) =>
  request(app, { method: 'POST', url: '/api/auth/change-email', headers: { cookie }, payload });
const me = async (app: FastifyInstance, cookie: string) =>
  (await request(app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
const signIn = (app: FastifyInstance, email: string, password: string) =>
  request(app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

describe('change e-mail with mail', () => {
  it('mails a link to the new address and tells the current one; the address changes when the link is opened', async () => {
    const student = await signUp(ctx.app, { email: 'old@school.test' });
    const asked = await changeEmail(ctx.app, student.cookie, { newEmail: ' New@School.test ', currentPassword: student.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'link_sent' });

    const notice = await smtp.nextTo('old@school.test');
    expect(notice.subject).toBe('Your e-mail address is about to change · Shiksha');
    expect(notice.text).toContain('new@school.test');
    const mail = await smtp.nextTo('new@school.test');
    expect(mail.subject).toBe('Confirm your new e-mail address · Shiksha');
    // Nothing changes before the link is opened.
    expect(await me(ctx.app, student.cookie)).toMatchObject({ email: 'old@school.test' });

    const link = /https?:\/\/\S+/.exec(mail.text ?? '')![0];
    const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?email=changed');
    expect(await me(ctx.app, student.cookie)).toMatchObject({ email: 'new@school.test' });
    const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, 'new@school.test'));
    expect(row?.emailVerified).toBe(true);
    expect((await signIn(ctx.app, 'new@school.test', student.password)).statusCode).toBe(200);
    expect((await signIn(ctx.app, 'old@school.test', student.password)).statusCode).toBe(401);
  });

  it('needs the current password: a wrong one changes and mails nothing', async () => {
    const student = await signUp(ctx.app, { email: 'guarded@school.test' });
    const wrong = await changeEmail(ctx.app, student.cookie, { newEmail: 'thief@evil.test', currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid password', code: 'invalid_password' });
    const missing = await changeEmail(ctx.app, student.cookie, { newEmail: 'thief@evil.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    await expect(smtp.nextTo('thief@evil.test', 300)).rejects.toThrow('no mail');
    await expect(smtp.nextTo('guarded@school.test', 300)).rejects.toThrow('no mail');
  });

  it('answers a taken address as any other, and mails it nothing', async () => {
    await signUp(ctx.app, { email: 'someone@school.test' });
    const student = await signUp(ctx.app, { email: 'curious@school.test' });
    const taken = await changeEmail(ctx.app, student.cookie, { newEmail: 'someone@school.test', currentPassword: student.password });
    const free = await changeEmail(ctx.app, student.cookie, { newEmail: 'free@school.test', currentPassword: student.password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    await smtp.nextTo('free@school.test');
    await expect(smtp.nextTo('someone@school.test', 300)).rejects.toThrow('no mail');
  });

  it('refuses the same address, a malformed one, and a signed-out request', async () => {
    const student = await signUp(ctx.app, { email: 'same@school.test' });
    const same = await changeEmail(ctx.app, student.cookie, { newEmail: 'SAME@school.test', currentPassword: student.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: ACCOUNT_MESSAGES.emailSame, code: 'bad_request' });
    for (const newEmail of ['not an address', 42, `${'a'.repeat(250)}@x.test`]) {
      const bad = await changeEmail(ctx.app, student.cookie, { newEmail, currentPassword: student.password });
      expect(bad.statusCode, String(newEmail).slice(0, 20)).toBe(400);
      expect(bad.json().message).toBe(ACCOUNT_MESSAGES.invalidEmail);
    }
    const signedOut = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'x@school.test', currentPassword: 'whatever it is' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('limits guesses at the current password as sign-in does', async () => {
    const student = await signUp(ctx.app, { email: 'guessed@school.test' });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await changeEmail(ctx.app, student.cookie, { newEmail: 'x@evil.test', currentPassword: `guess ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
  });
});

describe('change e-mail without mail', () => {
  const offline = useTestApp({}, { sessionCache: { now: () => 0 } });

  it('changes the address at once once the current password is given', async () => {
    const student = await signUp(offline.app, { email: 'before@school.test' });
    expect(await me(offline.app, student.cookie)).toMatchObject({ email: 'before@school.test' });
    const wrong = await changeEmail(offline.app, student.cookie, { newEmail: 'after@school.test', currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    const changed = await changeEmail(offline.app, student.cookie, { newEmail: 'after@school.test', currentPassword: student.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: 'changed' });
    expect(await me(offline.app, student.cookie)).toMatchObject({ email: 'after@school.test' });
    expect((await signIn(offline.app, 'after@school.test', student.password)).statusCode).toBe(200);
    expect((await signIn(offline.app, 'before@school.test', student.password)).statusCode).toBe(401);
  });

  it('refuses an address another account uses, and changes nothing', async () => {
    await signUp(offline.app, { email: 'owner@school.test' });
    const student = await signUp(offline.app, { email: 'mine@school.test' });
    const taken = await changeEmail(offline.app, student.cookie, { newEmail: 'Owner@School.test', currentPassword: student.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTaken, code: 'conflict' });
    expect(await me(offline.app, student.cookie)).toMatchObject({ email: 'mine@school.test' });
  });
});
