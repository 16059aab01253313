import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../ingest/link/test-server';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp({ LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' });

const SENTENCES = [
  'Cells\u0000 are the basic units of life, and every organism is made of one or more cells.',
  'The nucleus\u0001 holds the genetic material&#x2; that controls what the cell does.',
  'Mitochondria release energy from glucose through respiration&#0; in every living cell.',
  'Cells divide by mitosis\u0007 to grow and to repair damaged tissues in the body.',
];
const PAGE = `<!doctype html><html><head><title>Cell\u0000 biology&#1;</title></head><body><article><h1>Cell biology</h1>
${SENTENCES.map((sentence) => `<p>${sentence}</p>`).join('\n')}</article></body></html>`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
});
afterAll(() => server.close());

describe('POST /api/fetchLink with a page holding control characters', () => {
  it('answers with its analysis and title, no NUL or other control character anywhere', async () => {
    const { cookie } = await signUp(ctx.app);
    const url = `${server.origin}/cells`;
    const response = await request(ctx.app, { method: 'POST', url: '/api/fetchLink', payload: { url }, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.source).toEqual({ title: 'Cell biology', url });
    expect(result.explanation).toContain('cell');
    // JSON spells every control character as \u00XX: none may appear.
    expect(response.body).not.toMatch(/\\u00[01][0-9a-f]/u);
  });
});
