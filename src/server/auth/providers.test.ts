import { describe, expect, it } from 'vitest';
import { request, useTestApp } from '../test/test-app';

const ctx = useTestApp({ GITHUB_CLIENT_ID: 'github-id', GITHUB_CLIENT_SECRET: 'github-secret' });

describe('social sign-in', () => {
  it('offers GitHub once its client id and secret are set', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false, github: true, mail: false });
  });

  it('starts the GitHub sign-in with a redirect to GitHub, coming back to our callback', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'github', callbackURL: '/dashboard' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.host).toBe('github.com');
    expect(url.searchParams.get('client_id')).toBe('github-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github');
  });
});
