import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testConfig, useTestApp } from '../test/test-app';

// Reuse the file's database; build a second app that serves a small client build.
const ctx = useTestApp();
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const LANDING_HTML = '<!doctype html><title>Studium</title><div id="root"><!--$--><h1>Study smarter</h1><!--/$--></div>';
const ABOUT_HTML = '<!doctype html><title>Studium</title><div id="root"><!--$--><h1>About Studium</h1><!--/$--></div>';

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studium-client-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Studium</title><div id="root"></div>');
  // Two of the pages the build pre-renders (shared/prerendered-pages.ts); the others were not built here.
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(path.join(root, 'prerendered', 'index.html'), LANDING_HTML);
  writeFileSync(path.join(root, 'prerendered', 'about.html'), ABOUT_HTML);
  writeFileSync(path.join(root, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  app = await buildApp({ config: testConfig(), database: ctx.database as DatabaseHandle, clientRoot: root, logger: false });
});
afterAll(() => app?.close());

describe('serving the built client', () => {
  it('answers any page path with index.html, never cached, with the CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard/ai-tutor' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers the root path with the pre-rendered landing page, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(LANDING_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a pre-rendered page by its path, query string or not', async () => {
    for (const url of ['/about', '/about?ref=footer']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ABOUT_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers other pages, and public pages this build did not pre-render, with the empty app', async () => {
    for (const url of ['/dashboard', '/sign-in', '/contact', '/about/team', '/prerendered']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>Studium</title><div id="root"></div>');
    }
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset and an unknown API path with 404 JSON', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toHaveProperty('message');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
