import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api';
import { request, sessionCookie, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();

describe('sign-up and the session', () => {
  it('signs a student up, sets a session cookie and returns their fields from /api/auth/user', async () => {
    const { response, cookie } = await signUp(ctx.app, { email: 'Asha@Example.com', firstName: 'Asha', lastName: 'Verma' });
    expect(response.statusCode).toBe(200);
    expect(cookie).toMatch(/session_token=/);

    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Verma',
      profileImageUrl: null,
      plan: 'Free',
      planExpiresAt: null,
      // The first account of a fresh install administers it.
      admin: true,
      language: null,
    });
  });

  it('takes first and last name from the full name when they are not given', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'ravi@example.com', password: 'long enough pw', name: '  Ravi   Kumar Sharma ' },
    });
    expect(response.statusCode).toBe(200);
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(response) } });
    expect(me.json()).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar Sharma' });
  });

  it('refuses a first name longer than 100 characters', async () => {
    const { response } = await signUp(ctx.app, { firstName: 'A'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('First name must be at most 100 characters.');
  });

  it('answers 401 with a message when signed out', async () => {
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: MESSAGES.unauthorized });
  });

  it('does not let a client choose its own plan at sign-up', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'sneaky@example.com', password: 'long enough pw', name: 'S K', plan: 'Institution' },
    });
    // better-auth either refuses the field or ignores it; the plan must stay Free either way.
    if (response.statusCode === 200) {
      const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(response) } });
      expect(me.json().plan).toBe('Free');
    } else {
      expect(response.statusCode).toBe(400);
    }
  });

  it('signs out and the old cookie no longer works', async () => {
    const { cookie } = await signUp(ctx.app);
    const out = await request(ctx.app, { method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    await signUp(ctx.app, { email: 'ravi@example.com', password: 'a good passphrase' });
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'ravi@example.com', password: 'a good passphrase' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('refuses a wrong password with 401 and a message', async () => {
    await signUp(ctx.app, { email: 'ravi@example.com', password: 'a good passphrase' });
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'ravi@example.com', password: 'not the passphrase' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rejects a second account with the same e-mail', async () => {
    await signUp(ctx.app, { email: 'meera@example.com' });
    const { response } = await signUp(ctx.app, { email: 'meera@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/already exists/i);
  });

  it('rejects a password shorter than 8 characters and accepts one of 128', async () => {
    const short = await signUp(ctx.app, { password: 'short7!' });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.json().message).toBe('Password too short');
    const long = await signUp(ctx.app, { password: 'x'.repeat(128) });
    expect(long.response.statusCode).toBe(200);
    const tooLong = await signUp(ctx.app, { password: 'x'.repeat(129) });
    expect(tooLong.response.statusCode).toBe(400);
  });
});
