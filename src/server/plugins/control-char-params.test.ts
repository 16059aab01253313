import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { stripControlChars } from '../../shared/control-chars';
import { request, signUp, useTestApp } from '../test/test-app';
import { targetHasControlChars } from './control-char-params';

const ctx = useTestApp();

const refusal = { message: MESSAGES.controlCharsInParams, code: ERROR_CODES.badRequest };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
}

/** Every request of the OpenAPI document with NUL in each of its path and query parameters in turn. */
function nulRequests(paths: Record<string, Record<string, OpenApiOperation>>) {
  const requests: { method: string; url: string }[] = [];
  for (const [template, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      const queryParams = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const fill = (nulIn?: string) =>
        template.replace(/\{([^}]+)\}/g, (_match, name: string) => (name === nulIn ? 'a%00b' : '0190f3a2-7c1e-7000-8000-000000000000'));
      for (const name of pathParams) requests.push({ method, url: fill(name) });
      // Undeclared parameters too: better-auth and the raw query reach what no schema lists.
      for (const name of [...queryParams, 'unlisted']) requests.push({ method, url: `${fill()}?${name}=a%00b` });
    }
  }
  return requests;
}

describe('control characters in parameters', () => {
  it('are refused with 400 in every path and query parameter of every route, never a 500', async () => {
    const { cookie } = await signUp(ctx.app);
    const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
    const walked = [
      ...nulRequests(document.paths),
      // Routes the document leaves out.
      { method: 'get', url: '/api/docs?x=%00' },
      { method: 'post', url: '/api/auth/sign-in/email?x=%00' },
      { method: 'get', url: '/api/no-such-route/a%00b' },
    ];
    expect(walked.length).toBeGreaterThan(150);
    for (const { method, url } of walked) {
      const upper = method.toUpperCase();
      const response = await request(ctx.app, {
        method: upper as 'GET',
        url,
        headers: { cookie },
        ...(WRITE_METHODS.has(upper) ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${upper} ${url}`).toBe(400);
      expect(response.json(), `${upper} ${url}`).toEqual(refusal);
    }
  });

  it('answer 400 where a NUL once reached the database, signed in or not, escaped or raw', async () => {
    const { cookie } = await signUp(ctx.app);
    const seen = [
      ['GET', '/api/decks/a%00b/export'],
      ['PATCH', '/api/decks/a%00b'],
      ['DELETE', '/api/decks/a%00b'],
      ['DELETE', '/api/cards/a%00b'],
      ['GET', '/api/cards?deck=a%00b'],
      ['GET', '/api/reviews/due?deck=a%00b'],
      ['GET', '/api/notes/previews?subject=a%00b'],
      ['GET', '/api/notes/search?q=a%00b'],
      ['GET', '/api/notes/search?q=cells&subject=a%00b'],
      ['GET', '/api/notes/search?q=a%1Fb'],
      ['GET', '/api/notes/search?q=a\u0000b'],
    ] as const;
    for (const [method, url] of seen) {
      for (const headers of [{ cookie }, {}]) {
        const response = await request(ctx.app, { method, url, headers, ...(method === 'PATCH' ? { payload: { name: 'Cells' } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toEqual(refusal);
      }
    }
  });

  it('keep tab, line feed and an escaped percent sign, as the body parser does', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const q of ['a%09b', 'a%0Ab', 'a%0Db', '100%2500', '%251F']) {
      const response = await request(ctx.app, { method: 'GET', url: `/api/notes/search?q=${q}`, headers: { cookie } });
      expect(response.statusCode, q).toBe(200);
    }
  });
});

describe('targetHasControlChars', () => {
  it('finds exactly the characters the body parser removes, escaped in either case or raw', () => {
    for (let code = 0; code < 0x80; code += 1) {
      const removed = stripControlChars(String.fromCharCode(code)) === '';
      const hex = code.toString(16).padStart(2, '0');
      expect(targetHasControlChars(`/api/x?q=a%${hex}b`), hex).toBe(removed);
      expect(targetHasControlChars(`/api/x/a%${hex.toUpperCase()}b`), hex).toBe(removed);
      expect(targetHasControlChars(`/api/x?q=a${String.fromCharCode(code)}b`), hex).toBe(removed);
    }
  });
});
