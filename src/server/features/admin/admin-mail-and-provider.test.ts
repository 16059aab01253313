import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { request, signUp, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { startTestSmtp } from '../../test/test-smtp';
import { call, signIn, signUpAdmin, userId } from './admin-test-support';

// Both started before useTestApp builds the app, which reads their addresses from the configuration.
const smtp = await startTestSmtp();
const fake = await startFakeOpenAI();
afterAll(async () => {
  await smtp.close();
  await fake.close();
});
const KEY = 'sk-admin-test-7f3a9c1e';
const ctx = useTestApp({
  SMTP_URL: smtp.url,
  SITE_NAME: 'Shiksha',
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'test-model',
  AI_API_KEY: KEY,
});
beforeEach(() => fake.reset());

describe('POST /api/admin/users/:id/password-reset', () => {
  it('mails the user the forgot-password link, which sets a new password', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app, { email: 'asha@school.test' });
    const response = await call(
      ctx.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${await userId(ctx.database.db, student.email)}/password-reset`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.resetSent('asha@school.test') });

    const mail = await smtp.nextTo('asha@school.test');
    expect(mail.subject).toBe('Reset your password · Shiksha');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')![0];
    const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    const token = new URL(opened.headers.location as string, TEST_ORIGIN).searchParams.get('token')!;
    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a fresh passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ctx.app, student.email, 'a fresh passphrase')).statusCode).toBe(200);

    const audit = await call(ctx.app, admin.cookie, 'GET', '/api/admin/audit');
    expect(audit.json().entries).toEqual([expect.objectContaining({ action: 'password_reset', targetEmail: 'asha@school.test' })]);
  });
});

describe('POST /api/admin/ai-test with a provider', () => {
  it('makes a one-token call and shows the answer', async () => {
    const admin = await signUpAdmin(ctx.app);
    fake.reply({ content: 'ready', finishReason: 'length' });
    const response = await call(ctx.app, admin.cookie, 'POST', '/api/admin/ai-test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, provider: 'openai-compatible', model: 'test-model', text: 'ready' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'test-model', max_tokens: 1 });
  });

  it('shows the provider’s own error, without the key, and tries once', async () => {
    const admin = await signUpAdmin(ctx.app);
    fake.reply({ status: 401, error: `Incorrect API key provided: ${KEY}. You can find your key in the dashboard.` });
    const response = await call(ctx.app, admin.cookie, 'POST', '/api/admin/ai-test');
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ok: false, provider: 'openai-compatible', model: 'test-model' });
    expect(result.text).toContain('HTTP 401');
    expect(result.text).toContain('Incorrect API key provided');
    expect(result.text).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('names the provider, the model and the mail on the instance card', async () => {
    const admin = await signUpAdmin(ctx.app);
    const status = (await call(ctx.app, admin.cookie, 'GET', '/api/admin/instance')).json();
    expect(status).toMatchObject({ ai: { provider: 'openai-compatible', model: 'test-model' }, mail: true });
  });
});
