import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testConfig, useTestApp } from '../test/test-app';
import { withSiteInfo } from './client-pages';

// Reuse the file's database; build a second app that serves a small client build.
const ctx = useTestApp();
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const LANDING_HTML = '<!doctype html><title>Studium</title><div id="root"><!--$--><h1>Study smarter</h1><!--/$--></div>';
const ABOUT_HTML = '<!doctype html><title>Studium</title><div id="root"><!--$--><h1>About Studium</h1><!--/$--></div>';
const INDEX_HTML = '<!doctype html><title>Studium</title><div id="root"></div>';
// The Hindi build of the landing page and of the empty app (the about page was not built in Hindi here).
const LANDING_HTML_HI = '<!doctype html><html lang="hi"><title>Studium</title><div id="root"><h1>समझदारी से पढ़ें</h1></div></html>';
const APP_HTML_HI = '<!doctype html><html lang="hi"><title>Studium</title><div id="root"></div></html>';
// The contact page as the build renders it: a token where each operator detail goes.
const CONTACT_HTML =
  '<!doctype html><html><head><title>Contact Us · Studium</title></head><body><div id="root"><h1>Contact Us</h1>' +
  '<a href="mailto:[[site:supportEmail]]">[[site:supportEmail]]</a><a href="tel:[[site:phoneLink]]">[[site:phone]]</a>' +
  '<address>[[site:operatorName]]<br/>[[site:registeredOffice]]</address></div></body></html>';
const SITE = {
  SITE_NAME: 'Shiksha',
  SUPPORT_EMAIL: 'help@shiksha.test',
  SUPPORT_PHONE: '+91 98765 43210',
  COMPANY_NAME: 'Shiksha & Sons <Pvt> Ltd',
  COMPANY_ADDRESS: '12 MG Road</script><script>alert(1)</script>, Pune',
};
const siteInfo = testConfig(SITE).siteInfo;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studium-client-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Studium', start_url: '/dashboard' }));
  // Two of the pages the build pre-renders (shared/prerendered-pages.ts); the others were not built here.
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(path.join(root, 'prerendered', 'index.html'), LANDING_HTML);
  writeFileSync(path.join(root, 'prerendered', 'about.html'), ABOUT_HTML);
  writeFileSync(path.join(root, 'prerendered', 'contact.html'), CONTACT_HTML);
  mkdirSync(path.join(root, 'prerendered', 'hi'));
  writeFileSync(path.join(root, 'prerendered', 'hi', 'index.html'), LANDING_HTML_HI);
  writeFileSync(path.join(root, 'prerendered', 'hi', '_app.html'), APP_HTML_HI);
  writeFileSync(path.join(root, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  app = await buildApp({ config: testConfig(SITE), database: ctx.database as DatabaseHandle, clientRoot: root, logger: false });
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

  it('serves the service worker and the web app manifest from the root, revalidated on every load', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Studium', start_url: '/dashboard' });
    const page = await app.inject({ method: 'GET', url: '/flashcards/review' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers the root path with the pre-rendered landing page, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(withSiteInfo(LANDING_HTML, siteInfo));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a pre-rendered page by its path, query string or not', async () => {
    for (const url of ['/about', '/about?ref=footer']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(withSiteInfo(ABOUT_HTML, siteInfo));
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a page in the language of ?lang=, then the cookie, then Accept-Language', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).body;
    const landingHi = withSiteInfo(LANDING_HTML_HI, siteInfo);
    expect(await page('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(landingHi);
    expect(await page('/', { cookie: 'other=1; studium_lang=hi' })).toBe(landingHi);
    expect(await page('/?lang=hi')).toBe(landingHi);
    // ?lang= wins over the cookie, the cookie over the browser.
    expect(await page('/?lang=en', { cookie: 'studium_lang=hi' })).toBe(withSiteInfo(LANDING_HTML, siteInfo));
    expect(await page('/', { cookie: 'studium_lang=en', 'accept-language': 'hi' })).toBe(withSiteInfo(LANDING_HTML, siteInfo));
    // Unknown languages and broken values fall back to English.
    expect(await page('/?lang=fr', { cookie: 'studium_lang=%%', 'accept-language': 'fr;q=abc' })).toBe(
      withSiteInfo(LANDING_HTML, siteInfo),
    );
    // A page with no Hindi build: the Hindi empty app, which renders it in Hindi.
    expect(await page('/dashboard', { cookie: 'studium_lang=hi' })).toBe(withSiteInfo(APP_HTML_HI, siteInfo));
    expect(await page('/about', { cookie: 'studium_lang=hi' })).toBe(withSiteInfo(APP_HTML_HI, siteInfo));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers.vary).toContain('accept-language');
    expect(response.headers.vary).toContain('cookie');
  });

  it('answers other pages, and public pages this build did not pre-render, with the empty app', async () => {
    for (const url of [
      '/dashboard',
      '/sign-in',
      '/terms-of-service',
      '/about/team',
      '/prerendered',
      '/index.html',
      '/prerendered/about.html',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(withSiteInfo(INDEX_HTML, siteInfo));
    }
  });

  it("shows this server's contact details on the pre-rendered pages, escaped, and hands them to the client", async () => {
    const response = await app.inject({ method: 'GET', url: '/contact' });
    expect(response.body).toContain(
      '<a href="mailto:help@shiksha.test">help@shiksha.test</a><a href="tel:+919876543210">+91 98765 43210</a>',
    );
    expect(response.body).toContain(
      '<address>Shiksha &amp; Sons &lt;Pvt&gt; Ltd<br/>12 MG Road&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;, Pune</address>',
    );
    expect(response.body).not.toContain('[[site:');
    const json = /<script type="application\/json" id="site-info">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      productName: 'Shiksha',
      supportEmail: 'help@shiksha.test',
      phone: '+91 98765 43210',
      operatorName: 'Shiksha & Sons <Pvt> Ltd',
      registeredOffice: '12 MG Road</script><script>alert(1)</script>, Pune',
    });
    // No value closes the JSON element early.
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('sends pages compressed when the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(body.toString()).toContain('help@shiksha.test');
    }
  });

  it('keeps the placeholders where the variables are unset, and says which are unset', () => {
    const config = testConfig({ SUPPORT_EMAIL: 'help@shiksha.test' });
    expect(config.siteInfo.supportEmail).toBe('help@shiksha.test');
    expect(config.siteInfo.operatorName).toBe('Example Learning Private Limited');
    expect(config.siteInfoUnset).toEqual(['SITE_NAME', 'SUPPORT_PHONE', 'COMPANY_NAME', 'COMPANY_ADDRESS']);
    expect(() => testConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow('SUPPORT_EMAIL: must be an e-mail address');
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
