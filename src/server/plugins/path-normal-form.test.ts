import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { listenForRaw, rawRequest } from '../test/raw-http';
import { TEST_ORIGIN, signUp, useTestApp } from '../test/test-app';
import { isApiPath, isNormalFormPath, pathOf } from './path-normal-form';

describe('isNormalFormPath', () => {
  it('accepts paths with one spelling', () => {
    for (const path of [
      '/',
      '/api/notes',
      '/api/notes/0190f3a2-7c1e-7000-8000-000000000000',
      '/api/auth/sign-in/email',
      '/api/a%20b',
      '/api/%E2%9C%93',
      '/api/a%3Fb',
    ]) {
      expect(isNormalFormPath(path), path).toBe(true);
    }
  });

  it('refuses dot segments, empty segments, backslashes, escaped separators and escaped unreserved characters', () => {
    const paths = [
      '/api/auth/sign-in/./email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/sign-in/%2e/email',
      '/api/auth/sign-in/%2E%2e/email',
      '/api/auth/sign-in//email',
      '/api/auth/sign-in/email/',
      '//api/notes',
      '/api/auth/sign-in\\email',
      '/api/auth/sign-in%2Femail',
      '/api/auth/sign-in%2femail',
      '/api/auth/sign-in%5Cemail',
      '/api/auth/sign-in/%65mail',
      '/%61pi/notes',
      '/api/notes%5f',
      '/api/notes%7E',
      '/api/notes%2D',
      '/api/notes%30',
      '/api/notes%zz',
      '/api/notes%4',
      'api/notes',
      'http://localhost/api/notes',
    ];
    for (const path of paths) expect(isNormalFormPath(path), path).toBe(false);
  });
});

describe('isApiPath', () => {
  it('finds the API in any spelling', () => {
    for (const path of [
      '/api',
      '/api/notes',
      '/%61pi/notes',
      '/%41PI/notes',
      '/x/../api/notes',
      '//api/notes',
      '/\\api/notes',
      '/API/notes',
      '/api/../notes',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/', '/notes', '/apiary', '/assets/app.js', '/dashboard/']) expect(isApiPath(path), path).toBe(false);
  });

  it('reads the path part of a request target', () => {
    expect(pathOf('/api/notes?q=./..')).toBe('/api/notes');
    expect(pathOf('/api/notes#x')).toBe('/api/notes');
  });
});

const ctx = useTestApp();
beforeAll(async () => listenForRaw(ctx.app));

/** Spellings that reach /api/auth/* and that a URL parser resolves to the limited route. */
const spellings = (action: 'sign-in' | 'sign-up') => [
  `/api/auth/${action}/%2e/email`,
  `/api/auth/${action}/./email`,
  `/api/auth/x/../${action}/email`,
  `/api/auth/x/%2e%2e/${action}/email`,
  `/api/auth/${action}\\email`,
  `/api/auth/${action}/%65mail`,
  `/api/auth/${action}//email`,
  `/api/auth/${action}/email/`,
  `/%61pi/auth/${action}/email`,
];

const post = (path: string, payload: object) =>
  rawRequest(ctx.app, {
    method: 'POST',
    path,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('API paths out of normal form', () => {
  it('answer 404 with a code, so sign-in past its limit finds no other way in', async () => {
    const email = 'limited@example.com';
    const password = 'the right passphrase';
    await signUp(ctx.app, { email, password });
    // Query strings keep the route, and with it the count: these attempts share one limit, which
    // answers 429 well within this many.
    const enough = 30;
    let attempts = 0;
    let status = 401;
    while (status === 401 && attempts < enough) {
      const path = attempts % 2 ? '/api/auth/sign-in/email' : `/api/auth/sign-in/email?attempt=${attempts}`;
      status = (await post(path, { email, password: 'wrong passphrase' })).statusCode;
      attempts += 1;
    }
    expect(status).toBe(429);
    expect((await post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(429);

    for (const path of spellings('sign-in')) {
      const wrong = await post(path, { email, password: 'wrong passphrase' });
      expect(wrong.statusCode, path).toBe(404);
      expect(wrong.json(), path).toEqual({ message: MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
      const right = await post(path, { email, password });
      expect(right.statusCode, path).toBe(404);
      expect(right.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('answer 404 on sign-up too, and create no account', async () => {
    let n = 0;
    const account = () => ({ email: `new${(n += 1)}@example.com`, password: 'a long passphrase', name: 'Asha Verma' });
    for (const path of spellings('sign-up')) {
      const response = await post(path, account());
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    const signIn = await post('/api/auth/sign-in/email', { email: 'new1@example.com', password: 'a long passphrase' });
    expect(signIn.statusCode).toBe(401);
  });

  it('keep the client app lenient: a page path with a trailing slash is not an API path', async () => {
    const response = await rawRequest(ctx.app, { method: 'GET', path: '/dashboard/' });
    expect(response.json()).toEqual({ message: MESSAGES.notFound, code: ERROR_CODES.notFound });
    const api = await rawRequest(ctx.app, { method: 'GET', path: '/api/health/' });
    expect(api.json()).toEqual({ message: MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
    expect((await rawRequest(ctx.app, { method: 'GET', path: '/api/health?x=/../' })).statusCode).toBe(200);
  });
});
