import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { request, signUp, TEST_ORIGIN, useTestApp } from '../test/test-app';
import { startTestSmtp } from '../test/test-smtp';

// Issue 31: the mails of a reader of Hindi are Hindi throughout, like the screens: no English word
// outside the names every language keeps (the product's, and its links and addresses).

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });

/** The product's name, and the student's own (content, not the mail's words). */
const KEPT = new Set(['Studium', 'Asha', 'Verma']);

/** The Latin-script words of a mail's subject, text and HTML text, minus links, addresses and kept names. */
function englishWords(mail: ParsedMail): string[] {
  const html = String(mail.html || '')
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const text = [mail.subject ?? '', mail.text ?? '', html]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !KEPT.has(word));
}

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };

describe('mails in Hindi', () => {
  it('verify, reset, change e-mail and delete account: each in Hindi for a Hindi reader, without English words', async () => {
    // Signed up on the Hindi page: the account keeps Hindi, and the first mail is the address check.
    const email = 'asha@school.test';
    const signedUp = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email?lang=hi',
      headers: hindi,
      payload: { email, password: 'correct horse battery', firstName: 'Asha', lastName: 'Verma', name: 'Asha Verma' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const verify = await smtp.nextTo(email);
    expect(verify.subject).toMatch(/[\u0900-\u097f]/);
    expect(englishWords(verify)).toEqual([]);
    const link = /https?:\/\/\S+/.exec(verify.text ?? '')![0];
    const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(opened.statusCode).toBeLessThan(400);

    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: hindi,
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await smtp.nextTo(email);
    expect(resetMail.subject).toMatch(/[\u0900-\u097f]/);
    expect(englishWords(resetMail)).toEqual([]);

    const signedIn = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((value) => String(value).split(';')[0])
      .join('; ');

    // Signed in on the Hindi page, the app saves the choice on the account (decision 078); from
    // then on the account's language decides, even when a browser asks in English.
    const saved = await request(ctx.app, { method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language: 'hi' } });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const change = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { cookie, 'accept-language': 'en' },
      payload: { newEmail: 'asha.new@school.test', currentPassword: 'correct horse battery' },
    });
    expect(change.statusCode, change.body).toBe(200);
    for (const to of [email, 'asha.new@school.test']) {
      const mail = await smtp.nextTo(to);
      expect(mail.subject).toMatch(/[\u0900-\u097f]/);
      expect(englishWords(mail)).toEqual([]);
    }

    const leave = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie },
      payload: { password: 'correct horse battery' },
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const goodbye = await smtp.nextTo(email);
    expect(goodbye.subject).toMatch(/[\u0900-\u097f]/);
    expect(englishWords(goodbye)).toEqual([]);
  });

  it('mails an English reader in English', async () => {
    const student = await signUp(ctx.app, { email: 'ravi@school.test' });
    expect(student.response.statusCode).toBe(200);
    const mail = await smtp.nextTo('ravi@school.test');
    expect(mail.subject).toBe('Verify your e-mail address · Studium');
    expect(englishWords(mail).length).toBeGreaterThan(5);
  });
});
