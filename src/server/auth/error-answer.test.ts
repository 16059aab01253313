import { describe, expect, it } from 'vitest';
import { request, signUp, useTestApp } from '../test/test-app';
import { authErrorAnswer } from './error-answer';

const ctx = useTestApp();

describe("better-auth's failures as { message, code }", () => {
  it('answers a wrong password with its message and a snake_case code, and nothing else', async () => {
    await signUp(ctx.app, { email: 'kiran@example.com', password: 'a good passphrase' });
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'kiran@example.com', password: 'not the passphrase' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_email_or_password' });
  });

  it('gives sign-up refusals their code too', async () => {
    const short = await signUp(ctx.app, { password: 'short7!' });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.json()).toEqual({ message: 'Password too short', code: 'password_too_short' });
    await signUp(ctx.app, { email: 'dev@example.com' });
    const again = await signUp(ctx.app, { email: 'dev@example.com' });
    expect(again.response.statusCode).toBe(422);
    expect(again.response.json()).toMatchObject({
      message: expect.stringMatching(/already exists/i),
      code: expect.stringMatching(/^[a-z0-9_]+$/),
    });
  });

  it('falls back to the status wording and default code when the body says nothing', () => {
    expect(authErrorAnswer(404, 'Not Found', '')).toEqual({ message: 'Not Found', code: 'not_found' });
    expect(authErrorAnswer(400, 'Bad Request', '<html>')).toEqual({ message: 'Bad Request', code: 'bad_request' });
    expect(authErrorAnswer(403, 'Forbidden', '{"message":"No","code":"has spaces"}')).toEqual({ message: 'No', code: 'forbidden' });
  });
});
