// `npm run bench`: throughput and p99 of the hot API paths (autocannon, 32 connections, 10 s)
// and the gzipped size of the JavaScript the landing page loads.
// BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL instead of the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuilt } from './build.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const LANDING_JS_BUDGET_KB = 110;

function landingJsGzipBytes() {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(scripts)].reduce((sum, src) => sum + gzipSync(readFileSync(path.join('dist/client', src)), { level: 9 }).length, 0);
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

async function signUp() {
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 1', name: 'Bench User', firstName: 'Bench', lastName: 'User' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 32, duration: 10, headers }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
          (non2xx ? `   (${non2xx} failed)` : ''),
      );
      resolve(result);
    });
  });
}

await ensureBuilt();

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'studium-bench-')),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
});

try {
  await waitForServer();
  const cookie = await signUp();
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`Studium bench: ${os.cpus().length} cores, database ${database}, autocannon 32 connections × 10 s\n`);
  await run('GET /api/health', `${BASE}/api/health`);
  await run('GET /api/auth/user (signed in)', `${BASE}/api/auth/user`, { cookie });
  const kb = landingJsGzipBytes() / 1024;
  console.log(`\nLanding page JS (gzip, entry + preloads): ${kb.toFixed(1)} KB (budget ${LANDING_JS_BUDGET_KB} KB) ${kb <= LANDING_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
  if (kb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
