import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { verification } from '../db/schema';
import { request, sessionCookie, signUp, TEST_ORIGIN, useTestApp } from '../test/test-app';
import { startTestSmtp } from '../test/test-smtp';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Shiksha' });

const askForReset = (email: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/reset-password' } });

/** The link in the mail, followed as the browser would: better-auth checks the token and sends it on to our page. */
async function tokenFromMail(email: string): Promise<{ link: string; token: string; text: string; html: string }> {
  const mail = await smtp.nextTo(email);
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')![0];
  const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
  expect(opened.statusCode).toBe(302);
  const landing = new URL(opened.headers.location as string, TEST_ORIGIN);
  expect(landing.pathname).toBe('/reset-password');
  return { link, token: landing.searchParams.get('token')!, text: mail.text ?? '', html: String(mail.html) };
}

const signIn = (email: string, password: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

describe('forgot password', () => {
  it('mails a one-time link; the new password works, the old one and every other session end', async () => {
    const student = await signUp(ctx.app, { email: 'asha@school.test' });
    const otherDevice = await signIn(student.email, student.password);
    expect(otherDevice.statusCode).toBe(200);

    const asked = await askForReset('ASHA@school.test');
    expect(asked.statusCode).toBe(200);
    const { token, text, html, link } = await tokenFromMail(student.email);
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);
    expect(text).toContain('Shiksha');
    expect(text).toContain('The link works once, for 1 hour.');
    expect(html).toContain('Choose a new password</a>');

    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    for (const cookie of [student.cookie, sessionCookie(otherDevice)]) {
      expect((await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await signIn(student.email, student.password)).statusCode).toBe(401);
    expect((await signIn(student.email, 'a brand new passphrase')).statusCode).toBe(200);

    // The link works once.
    const again = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another one here' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    await signUp(ctx.app, { email: 'ravi@school.test' });
    const known = await askForReset('ravi@school.test');
    const unknown = await askForReset('nobody@school.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.nextTo('ravi@school.test');
    await expect(smtp.nextTo('nobody@school.test', 300)).rejects.toThrow('no mail');
  });

  it('refuses a link older than an hour', async () => {
    const student = await signUp(ctx.app, { email: 'meera@school.test' });
    await askForReset(student.email);
    const { token } = await tokenFromMail(student.email);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'too late for this one' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(student.email, student.password)).statusCode).toBe(200);
  });

  it('says mail is on, for the sign-in screen to offer the reset', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({ mail: true });
  });
});

describe('forgot password without mail', () => {
  const offline = useTestApp();

  it('says plainly that no link can be mailed', async () => {
    await signUp(offline.app, { email: 'asha@school.test' });
    const asked = await request(offline.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'asha@school.test', redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(503);
    expect(asked.json()).toEqual({ message: ACCOUNT_MESSAGES.mailOff, code: 'mail_off' });
  });
});
