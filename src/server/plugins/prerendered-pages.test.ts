import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, withPage } from '../../client/prerender';
import { PRERENDERED_DIR, PRERENDERED_PAGES } from '../../shared/prerendered-pages';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testConfig, useTestApp } from '../test/test-app';

// A client build whose public pages are rendered by the same code the build runs (src/client/prerender.tsx).
const ctx = useTestApp();
let app: FastifyInstance;
const INDEX_HTML = '<!doctype html><html><head><title>Studium</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studium-prerendered-'));
  mkdirSync(path.join(root, PRERENDERED_DIR));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
    writeFileSync(path.join(root, PRERENDERED_DIR, `${name}.html`), withPage(INDEX_HTML, await renderPage(page)));
  }
  app = await buildApp({ config: testConfig(), database: ctx.database as DatabaseHandle, clientRoot: root, logger: false });
});
afterAll(() => app?.close());

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('pre-rendered public pages', () => {
  it('answers / with the landing page already rendered inside the hydration root, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<div id="root"><!--\$--><div/);
    expect(h1(response.body)).toBe('Study smarter with an AI tutor that works from your own material');
    // Signed-out markup: the session is known only after hydration.
    expect(response.body).toContain('>Try It Now');
    expect(response.body).toContain('aria-label="Switch to dark theme"');
    expect(response.body).not.toContain('Loading...');
  });

  it.each([
    ['/about', 'About Studium'],
    ['/contact', 'Contact Us'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/shipping-policy', 'Shipping and Delivery Policy'],
  ])('answers %s with its page rendered', async (url, title) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><!--$-->');
    expect(h1(response.body)).toBe(title);
  });

  it('keeps the query string out of the match', async () => {
    const response = await app.inject({ method: 'GET', url: '/about?ref=footer' });
    expect(h1(response.body)).toBe('About Studium');
  });

  it('answers every other page with the empty app shell', async () => {
    for (const url of ['/dashboard', '/sign-in', '/about/more', '/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });
});
