import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { NAME_MAX_LENGTH, PROFILE_MESSAGES } from '../../shared/user';
import { user as userTable } from '../db/schema';
import { request, sessionCookie, signUp, TEST_ORIGIN, useTestApp } from '../test/test-app';
import { startTestSmtp } from '../test/test-smtp';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Shiksha', REQUIRE_EMAIL_VERIFICATION: 'true' });

const signIn = (email: string, password: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

const me = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** What a client can read of an answer: status, body and the headers that could tell anything. */
const visible = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  cookie: response.headers['set-cookie'],
  type: response.headers['content-type'],
});

/** Opens the mail's link as the browser would, following better-auth's redirect no further. */
async function openLink(text: string) {
  const link = /https?:\/\/\S+/.exec(text)![0];
  expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
  return request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
}

describe('sign-up while addresses must be verified', () => {
  it('answers a new address and a taken one alike, opens no session, and mails each owner', async () => {
    const owner = await signUp(ctx.app, { email: 'taken@school.test' });
    await openLink((await smtp.nextTo(owner.email)).text ?? '');

    const fresh = await signUp(ctx.app, { email: 'fresh@school.test', password: 'first pass phrase' });
    const again = await signUp(ctx.app, { email: 'Taken@School.test', password: 'first pass phrase' });
    expect(visible(again.response)).toEqual(visible(fresh.response));
    expect(visible(fresh.response)).toEqual({
      status: 200,
      body: JSON.stringify({ verificationRequired: true, message: ACCOUNT_MESSAGES.signUpCheckInbox }),
      cookie: undefined,
      type: 'application/json; charset=utf-8',
    });

    const link = await smtp.nextTo('fresh@school.test');
    expect(link.subject).toBe('Verify your e-mail address · Shiksha');
    expect(link.text).toContain('The link works for 24 hours');
    const notice = await smtp.nextTo('taken@school.test');
    expect(notice.subject).toBe('Someone tried to sign up with your address · Shiksha');
    expect(notice.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    // The owner's password is untouched by the attempt.
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('refuses bad names alike for a new address and a taken one', async () => {
    const owner = await signUp(ctx.app, { email: 'named@school.test' });
    expect(owner.response.statusCode).toBe(200);
    const tooLong = 'A'.repeat(NAME_MAX_LENGTH + 1);
    const fresh = await signUp(ctx.app, { email: 'new-name@school.test', firstName: tooLong });
    const taken = await signUp(ctx.app, { email: 'named@school.test', firstName: tooLong });
    expect(visible(taken.response)).toEqual(visible(fresh.response));
    expect(fresh.response.statusCode).toBe(400);
    expect(fresh.response.json()).toEqual({ message: PROFILE_MESSAGES.tooLong('First name', NAME_MAX_LENGTH), code: 'bad_request' });
  });

  it('keeps sign-in waiting until the link is opened; the link signs the student in', async () => {
    const student = await signUp(ctx.app, { email: 'waiting@school.test' });
    const early = await signIn(student.email, student.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: 'Email not verified', code: 'email_not_verified' });
    expect(early.headers['set-cookie']).toBeUndefined();
    // A wrong password says only that, verified or not.
    expect((await signIn(student.email, 'not the password')).statusCode).toBe(401);

    const opened = await openLink((await smtp.nextTo(student.email)).text ?? '');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/sign-in');
    expect((await me(sessionCookie(opened))).json()).toMatchObject({ email: 'waiting@school.test', firstName: 'Asha' });
    expect((await signIn(student.email, student.password)).statusCode).toBe(200);
  });

  it('sends the link again on request, answering the same for any address', async () => {
    const student = await signUp(ctx.app, { email: 'lost-mail@school.test' });
    await smtp.nextTo(student.email);
    const resend = (email: string) => request(ctx.app, { method: 'POST', url: '/api/auth/send-verification-email', payload: { email } });
    const known = await resend(student.email);
    const unknown = await resend('nobody@school.test');
    expect(known.statusCode).toBe(200);
    expect(visible(unknown)).toEqual(visible(known));
    const second = await smtp.nextTo(student.email);
    await expect(smtp.nextTo('nobody@school.test', 300)).rejects.toThrow('no mail');
    expect((await openLink(second.text ?? '')).statusCode).toBe(302);
    expect((await signIn(student.email, student.password)).statusCode).toBe(200);
  });

  it('mails a fresh link to an owner who never verified, when someone signs up with their address again', async () => {
    const student = await signUp(ctx.app, { email: 'twice@school.test' });
    await smtp.nextTo(student.email);
    expect((await signUp(ctx.app, { email: 'twice@school.test' })).response.statusCode).toBe(200);
    const fresh = await smtp.nextTo(student.email);
    expect(fresh.subject).toBe('Verify your e-mail address · Shiksha');
    expect((await openLink(fresh.text ?? '')).statusCode).toBe(302);
    const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, student.email));
    expect(row?.emailVerified).toBe(true);
  });

  it('lands a broken or expired link on the sign-in page with its reason', async () => {
    const opened = await request(ctx.app, { method: 'GET', url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fsign-in' });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/sign-in?error=INVALID_TOKEN');
  });

  it('a student signing in before verifying is not slowed by their own right password', async () => {
    const student = await signUp(ctx.app, { email: 'impatient@school.test' });
    for (let i = 0; i < 8; i += 1) expect((await signIn(student.email, student.password)).statusCode).toBe(403);
  });
});

describe('sign-up with verification off (the default)', () => {
  const plain = useTestApp({ SMTP_URL: smtp.url });

  it('behaves as before: a session at once, a taken address told, no mail', async () => {
    const student = await signUp(plain.app, { email: 'plain@school.test' });
    expect(student.response.statusCode).toBe(200);
    expect(student.response.json()).toMatchObject({ token: expect.any(String), user: { email: 'plain@school.test' } });
    expect((await request(plain.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } })).statusCode).toBe(200);
    const again = await signUp(plain.app, { email: 'plain@school.test' });
    expect(again.response.statusCode).toBe(422);
    expect(again.response.json().message).toMatch(/already exists/i);
    await expect(smtp.nextTo('plain@school.test', 300)).rejects.toThrow('no mail');
  });
});
