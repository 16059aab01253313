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
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'bench password 1',
      name: 'Bench User',
      firstName: 'Bench',
      lastName: 'User',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function run(title, url, headers = {}, { connections = 32 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: 10, headers }, (error, result) => {
      if (error) return reject(error);
      // A 304 is the right answer to a revalidation, so only 4xx, 5xx and transport errors count as failures.
      const failed = result['4xx'] + result['5xx'] + result.errors;
      console.log(
        `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
          (connections === 32 ? '' : `   (${connections} connection${connections === 1 ? '' : 's'})`) +
          (failed ? `   (${failed} failed)` : ''),
      );
      resolve(result);
    });
  });
}

// Words of a biology chapter, for notes of realistic length and variety without shipping a corpus.
const NOTE_WORDS = (
  'cell membrane nucleus energy protein ribosome enzyme glucose oxygen carbon dioxide water light chlorophyll ' +
  'mitochondria respiration photosynthesis division chromosome gene inherit organism tissue organ diffusion osmosis ' +
  'transport structure function release absorb produce store reaction molecule acid base temperature rate'
).split(' ');

/** About 2 KB of HTML as the notes editor writes it: a heading, paragraphs with marks, a list and a link. */
function noteContent(index) {
  let seed = index + 1;
  const word = () => {
    seed = (seed * 16807) % 2147483647;
    return NOTE_WORDS[seed % NOTE_WORDS.length];
  };
  const sentence = (words) => {
    const text = Array.from({ length: words }, word).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 4 }, () => sentence(12)).join(' ');
  const items = Array.from({ length: 4 }, () => `<li><p>${sentence(8)}</p></li>`).join('');
  return (
    `<h2>${sentence(4)}</h2><p>${paragraph()}</p><p><strong>${sentence(5)}</strong> ${paragraph()}</p>` +
    `<ul>${items}</ul><p>See <a href="https://en.wikipedia.org/wiki/Cell_biology">the reference</a>. ${paragraph()}</p>`
  );
}

/** Notes created through the API, as a student would, ten at a time. */
async function seedNotes(cookie, count) {
  let bytes = 0;
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const index = start + offset;
        const content = noteContent(index);
        bytes += content.length;
        const response = await fetch(`${BASE}/api/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}`, cookie },
          body: JSON.stringify({
            title: `Chapter ${index + 1}`,
            content,
            subject: ['Biology', 'Chemistry', 'Physics'][index % 3],
            tags: ['revision', `unit-${index % 12}`],
          }),
        });
        if (response.status !== 201) throw new Error(`note ${index} failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return bytes / count;
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
  },
});

try {
  await waitForServer();
  const cookie = await signUp();
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`Studium bench: ${os.cpus().length} cores, database ${database}, autocannon 32 connections × 10 s\n`);
  await run('GET /api/health', `${BASE}/api/health`);
  await run('GET /api/auth/user (signed in)', `${BASE}/api/auth/user`, { cookie });
  const averageNote = await seedNotes(cookie, 1000);
  const list = await fetch(`${BASE}/api/notes`, { headers: { cookie } });
  const listKb = (await list.arrayBuffer()).byteLength / 1024;
  console.log(
    `\n1,000 notes of ${(averageNote / 1024).toFixed(1)} KB HTML on average; the list answer is ${listKb.toFixed(0)} KB (target p50 ≤ 30 ms)`,
  );
  // One connection: the wait of the student opening /notes (32 at once would measure queueing behind 3 MB answers).
  await run('GET /api/notes with 1,000 notes', `${BASE}/api/notes`, { cookie }, { connections: 1 });
  // What a browser's revalidation of an unchanged list costs: the version query and a 304.
  const etag = list.headers.get('etag');
  await run('GET /api/notes, unchanged (304)', `${BASE}/api/notes`, { cookie, 'if-none-match': etag }, { connections: 1 });
  const kb = landingJsGzipBytes() / 1024;
  console.log(
    `\nLanding page JS (gzip, entry + preloads): ${kb.toFixed(1)} KB (budget ${LANDING_JS_BUDGET_KB} KB) ${kb <= LANDING_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  if (kb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
