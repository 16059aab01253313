import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { listenForRaw, rawRequest } from '../test/raw-http';
import { TEST_ORIGIN, multipartBody, request, signUp, useTestApp } from '../test/test-app';
import { csrfPlugin } from './csrf';
import { errorsPlugin } from './errors';

const EVIL = 'https://evil.example';

describe('the CSRF check alone', () => {
  let app: FastifyInstance;
  let handled = 0;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(csrfPlugin, { trustedOrigins: [TEST_ORIGIN] });
    app.post('/api/notes/upload', async () => ({ handled: (handled += 1) }));
    await listenForRaw(app);
  });
  afterAll(() => app.close());

  it('refuses a foreign origin on a path the router decodes to an API route', async () => {
    // The router decodes %61 to "a"; a check of the raw URL for "/api/" would let this through.
    const response = await rawRequest(app, { method: 'POST', path: '/%61pi/notes/upload', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbiddenOrigin, code: ERROR_CODES.forbidden });
    expect(handled).toBe(0);
  });

  it('refuses a state-changing request outside /api too, and lets our own origin through', async () => {
    expect((await rawRequest(app, { method: 'POST', path: '/anything', headers: { origin: EVIL } })).statusCode).toBe(403);
    expect((await rawRequest(app, { method: 'DELETE', path: '/anything' })).statusCode).toBe(403);
    const own = await rawRequest(app, { method: 'POST', path: '/%61pi/notes/upload', headers: { origin: TEST_ORIGIN } });
    expect(own.statusCode).toBe(200);
  });
});

describe('the CSRF check in the app', () => {
  const ctx = useTestApp();
  beforeAll(async () => listenForRaw(ctx.app));

  it('creates no note from a foreign page through an encoded /api path', async () => {
    const { cookie } = await signUp(ctx.app);
    const { payload, contentType } = await multipartBody([{ name: 'notes.txt', data: Buffer.from('Cells divide by mitosis.') }]);
    for (const path of ['/%61pi/notes/upload', '/api/notes/upload']) {
      const response = await rawRequest(ctx.app, {
        method: 'POST',
        path,
        headers: { origin: EVIL, cookie, 'content-type': contentType },
        body: payload,
      });
      expect([403, 404], path).toContain(response.statusCode);
    }
    const notes = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie } });
    expect(notes.json()).toEqual([]);
  });
});
