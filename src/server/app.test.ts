import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/api';
import type { PLANS } from '../shared/pricing';
import { request, signUp, useTestApp } from './test/test-app';

const ctx = useTestApp();

describe('public API', () => {
  it('reports health: ready with its database, and alive', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    const live = await request(ctx.app, { method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('lists the four plans with their prices in rupees', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json() as typeof PLANS;
    expect(plans.map(({ name, price, period, popular }) => ({ name, price, period, popular }))).toEqual([
      { name: 'Free', price: 0, period: 'forever', popular: false },
      { name: 'Pro', price: 599, period: 'month', popular: true },
      { name: 'Premium', price: 999, period: 'month', popular: false },
      { name: 'Institution', price: 4999, period: 'year', popular: false },
    ]);
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(2);
  });

  it('publishes the OpenAPI document of its routes', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/plans', '/api/auth/user']));
  });

  it('offers no social sign-in without credentials', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false, github: false, mail: false });
  });

  it('sets security headers with a content security policy on pages', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/notes' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('locks the API’s answers down further: they load, run and frame nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const url of ['/api/health', '/api/auth/user', '/api/notes', '/api/does-not-exist']) {
      const response = await request(ctx.app, { method: 'GET', url, headers: { cookie } });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    // better-auth's own endpoints may answer with a page of theirs (an OAuth error): a page's headers.
    const betterAuth = await request(ctx.app, { method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(betterAuth.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('errors', () => {
  it('answers an unknown /api path with 404 JSON, signed in or not', async () => {
    const anonymous = await request(ctx.app, { method: 'GET', url: '/api/does-not-exist' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ message: MESSAGES.routeNotFound });
    const { cookie } = await signUp(ctx.app);
    const post = await request(ctx.app, { method: 'POST', url: '/api/nothing/here', headers: { cookie }, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ message: MESSAGES.routeNotFound });
  });

  it('answers a malformed JSON body with 400 JSON and no stack trace', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidJson });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: MESSAGES.jsonOnly });
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const foreign = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'whatever123' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: MESSAGES.forbiddenOrigin });
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(none.statusCode).toBe(403);
    const byReferer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { referer: 'http://localhost:3000/sign-in' },
      payload: { email: 'a@example.com', password: 'whatever123' },
    });
    expect(byReferer.statusCode).toBe(401);
  });
});
