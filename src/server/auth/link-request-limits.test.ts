import { afterAll, describe, expect, it } from 'vitest';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../shared/account';
import { request, signUp, useTestApp } from '../test/test-app';
import { eventually } from '../test/eventually';
import { startTestSmtp } from '../test/test-smtp';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url });
const SCHOOL = '203.0.113.70';

const signIn = (email: string, password: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: SCHOOL, payload: { email, password } });
const askForReset = (email: string) =>
  request(ctx.app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: SCHOOL,
    payload: { email, redirectTo: '/reset-password' },
  });
const askForVerification = (email: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/send-verification-email', remoteAddress: SCHOOL, payload: { email } });

describe('asking for a link by mail', () => {
  it('does not clear the failed sign-ins of the account it names: it proves no password', async () => {
    const student = await signUp(ctx.app, { email: 'target@school.test' });
    for (let i = 0; i < 4; i += 1) expect((await signIn(student.email, `guess ${i}`)).statusCode).toBe(401);
    expect((await askForReset(student.email)).statusCode).toBe(200);
    expect((await askForVerification(student.email)).statusCode).toBe(200);
    expect((await signIn(student.email, 'guess 5')).statusCode).toBe(401);
    // The fifth failure starts the wait, links asked for in between or not.
    expect((await signIn(student.email, student.password)).statusCode).toBe(429);
  });

  it('mails one address at most the hourly number of account mails, whoever asks', async () => {
    const student = await signUp(ctx.app, { email: 'flooded@school.test' });
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR + 3; i += 1) expect((await askForReset(student.email)).statusCode).toBe(200);
    const received = () => smtp.messages.filter((mail) => [mail.to ?? []].flat().some((to) => to.text.includes('flooded@school.test')));
    await eventually(async () => expect(received().length).toBe(MAILS_PER_RECIPIENT_PER_HOUR));
    // The rest were dropped, not late.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received()).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
