import { describe, expect, it } from 'vitest';
import { request, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  request(ctx.app, { method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('what caches may keep of API answers', () => {
  it("nothing of a student's own records, their account, their plan or their session", async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await request(ctx.app, {
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { title: 'Private thoughts', content: '<p>Only mine.</p>', subject: 'Diary', tags: [] },
    });
    expect(note.statusCode).toBe(201);
    const answers = {
      note: await get(`/api/notes/${note.json<{ id: string }>().id}`, cookie),
      user: await get('/api/auth/user', cookie),
      billing: await get('/api/billing', cookie),
      session: await get('/api/auth/get-session', cookie),
      limits: await get('/api/limits', cookie),
      search: await get('/api/notes/search?q=thoughts', cookie),
      signedOut: await get('/api/auth/user'),
      missing: await get('/api/notes/0190f3a2-7c1e-7000-8000-000000000000', cookie),
      health: await get('/api/health'),
      plans: await get('/api/plans'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBeLessThan(500);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
    expect(answers.session.json()).toMatchObject({ user: { email: expect.any(String) } });
  });

  it('a cached list only to revalidate it, its 304 included', async () => {
    const { cookie } = await signUp(ctx.app);
    const list = await get('/api/notes', cookie);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await get('/api/notes', cookie, { 'if-none-match': String(list.headers.etag) });
    expect([unchanged.statusCode, unchanged.headers['cache-control']]).toEqual([304, 'private, no-cache']);
  });
});

describe('signing out', () => {
  it("tells the browser to forget the site's cache and storage, and ends the session", async () => {
    const { cookie } = await signUp(ctx.app);
    const out = await request(ctx.app, { method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(out.headers['cache-control']).toBe('no-store');
    // better-auth clears its own cookie; the browser keeps the others it has for the site.
    expect(String(out.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/i);
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(401);
  });
});
