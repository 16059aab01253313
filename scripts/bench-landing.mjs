// `node scripts/bench-landing.mjs`: the landing page's largest contentful paint in headless Chromium
// (median of several cold loads of / from the built server on 127.0.0.1) and the compressed size
// of the JavaScript it loads. BENCH_LANDING_SERVER=<path to a built main.js> measures another build.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureBuilt } from './build.mjs';
import { chromiumPath } from './chromium-path.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 9);
const LCP_BUDGET_MS = 400;
const JS_BUDGET_KB = 110;

/** Entry script and module preloads of the landing page's HTML as the server sends it. */
async function landingJs(html) {
  const sources = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let gzip = 0;
  let brotli = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(`${BASE}${source}`)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli, files: new Set(sources).size };
}

async function waitForServer() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** The LCP of one load in a fresh context (no cache), once the page has settled. */
async function measureLcp(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/`, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let latest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) latest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP candidates stop with the first input; give late paints (hydration, data) a moment.
        setTimeout(() => resolve(latest), 1000);
      }),
  );
  await context.close();
  return lcp;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const serverScript = process.env.BENCH_LANDING_SERVER ?? 'dist/server/main.js';
if (!process.env.BENCH_LANDING_SERVER) await ensureBuilt();

const server = spawn(process.execPath, [serverScript], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'studium-bench-landing-')),
    DATABASE_URL: '',
  },
});

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({ executablePath: chromiumPath() });
  await measureLcp(browser); // warm-up: the server's first answers and Chromium's own start
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await measureLcp(browser));
  const lcp = median(samples);
  const html = await (await fetch(`${BASE}/`)).text();
  const prerendered = !/<div id="root"><\/div>/.test(html);
  const js = await landingJs(html);
  console.log(
    `Landing page (${path.relative(process.cwd(), path.resolve(serverScript))}, ${prerendered ? 'pre-rendered' : 'client-rendered'})`,
  );
  console.log(`  LCP, median of ${RUNS} cold loads: ${lcp.toFixed(0)} ms (samples ${samples.map((s) => s.toFixed(0)).join(', ')})`);
  console.log(`  budget ${LCP_BUDGET_MS} ms ${lcp <= LCP_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
  console.log(
    `  JS (${js.files} files, entry + preloads): ${(js.gzip / 1024).toFixed(1)} KB gzip, ${(js.brotli / 1024).toFixed(1)} KB brotli` +
      ` (budget ${JS_BUDGET_KB} KB) ${js.gzip / 1024 <= JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  if (lcp > LCP_BUDGET_MS || js.gzip / 1024 > JS_BUDGET_KB) process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
