// `npm run bench`: throughput and p99 of the hot API paths (autocannon, 32 connections, 10 s), each
// as a ratio to its yardstick (a bare health check; a bare Fastify route sending the same bytes from
// memory), the first start on a new data directory and the restart on an existing one, and the
// gzipped size of the JavaScript the landing page loads. Always on the embedded database; with
// BENCH_DATABASE_URL=postgres://… on PostgreSQL as well, in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt } from './build.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const LANDING_JS_BUDGET_KB = 110;
/** The goals: each path at least half its yardstick, a restart within 2 s, a first start within 10 s. */
const RATIO_GOAL = 0.5;
const RESTART_GOAL_MS = 2000;
const FIRST_START_GOAL_MS = 10_000;

/**
 * With two cores or more, the server under test runs on the first core and this process (the load
 * generator) on the second, when `taskset` is there to pin them. Unpinned, the scheduler sometimes
 * puts both on one core, and the same route measured twice differed by a factor of two.
 */
const PINNED = os.cpus().length >= 2 && spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' }).status === 0;
const onServerCore = (command) => (PINNED ? ['taskset', '-c', '0', ...command] : command);
/** A restart is timed as a deployment runs it, on every core (children inherit this process's pinning). */
const onAllCores = (command) => (PINNED ? ['taskset', '-c', `0-${os.cpus().length - 1}`, ...command] : command);

function landingJsGzipBytes() {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(scripts)].reduce((sum, src) => sum + gzipSync(readFileSync(path.join('dist/client', src)), { level: 9 }).length, 0);
}

async function waitForServer(url = `${BASE}/api/health`, pollMs = 200) {
  for (let i = 0; i < 60_000 / pollMs; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error('server did not start');
}

let signUps = 0;

async function signUp() {
  signUps += 1;
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${signUps}@example.com`,
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

function run(title, url, headers = {}, { connections = 32, duration = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
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

/** About 0.5 KB: a heading and a paragraph (the list of 50 notes answers about 48 KB). */
function shortNoteContent(index) {
  return noteContent(index).split('<p><strong>')[0];
}

const post = async (cookie, url, body) => {
  const response = await fetch(`${BASE}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}`, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} failed: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Notes created through the API, as a student would, ten at a time. */
async function seedNotes(cookie, count, contentOf = noteContent) {
  let bytes = 0;
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const index = start + offset;
        const content = contentOf(index);
        bytes += content.length;
        await post(cookie, '/api/notes', {
          title: `Chapter ${index + 1}`,
          content,
          subject: ['Biology', 'Chemistry', 'Physics'][index % 3],
          tags: ['revision', `unit-${index % 12}`],
        });
      }),
    );
  }
  return bytes / count;
}

const STUDY_TEXT =
  'Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose. ' +
  'It takes place in the chloroplasts, which hold the green pigment chlorophyll. Oxygen is released as a by-product. ' +
  'The light-dependent reactions happen in the thylakoid membranes, and the Calvin cycle happens in the stroma.';

/** A few of every saved thing, made through the API within the Free plan's daily allowances. */
async function seedTools(cookie) {
  const examDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 20; i += 1) await post(cookie, '/api/conversations', { title: `Revision chat ${i + 1}` });
  for (let i = 0; i < 10; i += 1)
    await post(cookie, '/api/summaries/save', {
      title: `Chapter ${i + 1}`,
      content: STUDY_TEXT,
      summary: STUDY_TEXT.split('. ')[0],
      mode: 'summary',
    });
  for (let i = 0; i < 3; i += 1) {
    const quiz = await post(cookie, '/api/quizzes/generate', { text: STUDY_TEXT, numQuestions: 5 });
    await post(cookie, '/api/quizzes/save', { quizId: quiz.id, quizTitle: `Photosynthesis ${i + 1}` });
    await post(cookie, '/api/study-paths', { topic: `Plant biology ${i + 1}` });
    await post(cookie, '/api/planner', { subject: 'Biology', goal: `Unit ${i + 1}`, examDate });
    await post(cookie, '/api/study-plans/generate', { subjects: 'Biology, Chemistry', examDate }).then((plan) =>
      post(cookie, '/api/study-plans', { ...plan, examDate }),
    );
    await post(cookie, '/api/doubt-solver', { question: `Why do plants need light? (${i + 1})` });
  }
  const deck = await post(cookie, '/api/decks', { name: 'Biology' });
  const cards = Array.from({ length: 50 }, (_, i) => ({ front: `Term ${i + 1}: what does it mean?`, back: STUDY_TEXT.split('. ')[i % 4] }));
  await post(cookie, '/api/cards', { deckId: deck.id, cards });
}

/** The lists of the study tools, besides notes. */
const TOOL_LISTS = [
  '/api/quizzes',
  '/api/study-plans',
  '/api/planners',
  '/api/conversations',
  '/api/study-paths',
  '/api/summaries',
  '/api/doubts',
  '/api/cards',
];

/**
 * One list against a bare route sending the same bytes from memory, each measured twice, in turn,
 * and the better run of each kept: the same bare route measured twice in one bench once differed by
 * a factor of two (56 KB answers at 20,000 and 40,000 a second), which one run of each cannot tell
 * from a slow route.
 */
async function listRatio(path, cookie, { duration = 10 } = {}) {
  const bytes = Buffer.from(await (await fetch(`${BASE}${path}`, { headers: { cookie } })).arrayBuffer());
  const title = `GET ${path} (${(bytes.length / 1024).toFixed(1)} KB)`;
  const half = { duration: duration / 2 };
  const bareServer = await startBareRoute(bytes);
  try {
    const lists = [];
    const bares = [];
    for (let round = 0; round < 2; round += 1) {
      lists.push(await run(title, `${BASE}${path}`, { cookie }, half));
      bares.push(await run('  bare Fastify route, same bytes', `http://127.0.0.1:${BARE_PORT}/bare`, {}, half));
    }
    return ratioLine(`GET ${path} ÷ bare route`, best(lists), best(bares));
  } finally {
    bareServer.kill('SIGTERM');
    await new Promise((resolve) => bareServer.once('exit', resolve));
  }
}

const best = (results) => results.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));

function startServer(env, command = onServerCore([process.execPath, 'dist/server/main.js'])) {
  return spawn(command[0], command.slice(1), {
    // Its own process group: `npm start` runs the server as a grandchild, which must stop with it.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Milliseconds from spawning to the first 200 from /api/health, polled every 10 ms. */
async function timeRestart(env, command) {
  const started = performance.now();
  const child = startServer(env, command);
  try {
    await waitForServer(`${BASE}/api/health`, 10);
    return performance.now() - started;
  } finally {
    await stopServer(child);
  }
}

async function startBareRoute(body) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'studium-bench-bare-')), 'body.json');
  writeFileSync(file, body);
  const [program, ...args] = onServerCore([process.execPath, 'scripts/bench-bare-route.mjs']);
  const child = spawn(program, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(BARE_PORT), BENCH_BARE_BODY: file },
  });
  await waitForServer(`http://127.0.0.1:${BARE_PORT}/bare`, 100);
  return child;
}

const ratioLine = (title, value, yardstick, goal = RATIO_GOAL) => {
  const ratio = value.requests.average / yardstick.requests.average;
  return `${title.padEnd(44)} ${ratio.toFixed(2)}×  (goal ≥ ${goal}×) ${ratio >= goal ? 'OK' : 'BELOW GOAL'}`;
};

/**
 * The first start of a new install: an empty data directory, or on PostgreSQL a database of its
 * own made for the purpose, which the migrations fill. Null when that database cannot be made.
 */
async function timeFirstStart(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studium-bench-first-'));
  const command = onAllCores([process.execPath, 'dist/server/main.js']);
  if (!databaseUrl) return timeRestart({ DATA_DIR: dataDir, DATABASE_URL: '' }, command);
  const name = `studium_bench_first_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`First start on PostgreSQL not measured: ${error.message}`);
    await admin.end();
    return null;
  }
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await timeRestart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, command);
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

/** Every figure of one database: the hot paths, their ratios, and the first start and restart times. */
async function benchDatabase(label, databaseUrl) {
  const firstStart = await timeFirstStart(databaseUrl);
  const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'studium-bench-')), DATABASE_URL: databaseUrl };
  const server = startServer(env);
  const summary = [];
  try {
    await waitForServer();
    const cookie = await signUp();
    const pinning = PINNED ? ', server pinned to core 0 and autocannon to core 1' : '';
    console.log(`\n== ${label}: ${os.cpus().length} cores${pinning}, autocannon 32 connections × 10 s\n`);
    const health = await run('GET /api/health', `${BASE}/api/health`);
    const authUser = await run('GET /api/auth/user (signed in)', `${BASE}/api/auth/user`, { cookie });
    summary.push(ratioLine('GET /api/auth/user ÷ GET /api/health', authUser, health));
    summary.push(`${'GET /api/auth/user p99'.padEnd(44)} ${authUser.latency.p99} ms`);

    // The student: 50 short notes, the list compared with the same bytes sent from memory.
    const student = await signUp();
    await seedNotes(student, 50, shortNoteContent);
    console.log('\n50 notes of about 0.5 KB (2 × 5 s each, in turn with the bare route)');
    summary.push(await listRatio('/api/notes', student));
    await seedTools(student);
    console.log('\nEvery other list of the same student (2 × 3 s each)');
    for (const path of TOOL_LISTS) summary.push(await listRatio(path, student, { duration: 6 }));

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
    const revalidated = await run('GET /api/notes, unchanged (304)', `${BASE}/api/notes`, { cookie, 'if-none-match': etag });
    summary.push(ratioLine('GET /api/notes 304 (1,000 notes) ÷ health', revalidated, health));
    // What the notes screen reads past a screenful: a page of previews, and the server's search.
    const previews = await run('GET /api/notes/previews (first page)', `${BASE}/api/notes/previews`, { cookie });
    const searched = await run('GET /api/notes/search?q=mitoch', `${BASE}/api/notes/search?q=mitoch`, { cookie });
    summary.push(`${'GET /api/notes/previews (1,000 notes) p50 / p99'.padEnd(44)} ${previews.latency.p50} / ${previews.latency.p99} ms`);
    summary.push(`${'GET /api/notes/search (1,000 notes) p50 / p99'.padEnd(44)} ${searched.latency.p50} / ${searched.latency.p99} ms`);
  } finally {
    await stopServer(server);
  }

  // The data directory (or database) now holds users and notes, as a restarted production one does.
  const restarts = [];
  for (let i = 0; i < 3; i += 1) restarts.push(await timeRestart(env, onAllCores([process.execPath, 'dist/server/main.js'])));
  const npmStart = await timeRestart(env, onAllCores(['npm', 'start', '--silent']));
  const best = Math.min(...restarts);
  summary.push(
    `${'Restart to a healthy /api/health'.padEnd(44)} ${restarts.map((ms) => Math.round(ms)).join(' / ')} ms ` +
      `(node dist/server/main.js), ${Math.round(npmStart)} ms (npm start); goal ≤ ${RESTART_GOAL_MS} ms ${best <= RESTART_GOAL_MS ? 'OK' : 'OVER'}`,
  );
  if (firstStart !== null) {
    summary.push(
      `${(databaseUrl ? 'First start on a new database' : 'First start on a new data directory').padEnd(44)} ${Math.round(firstStart)} ms; goal ≤ ${FIRST_START_GOAL_MS} ms ${firstStart <= FIRST_START_GOAL_MS ? 'OK' : 'OVER'}`,
    );
  }
  return summary;
}

await ensureBuilt();

const summaries = [['PGlite (embedded)', await benchDatabase('PGlite (embedded)', '')]];
if (process.env.BENCH_DATABASE_URL) summaries.push(['PostgreSQL', await benchDatabase('PostgreSQL', process.env.BENCH_DATABASE_URL)]);

console.log('\n== Ratios in this run');
for (const [label, lines] of summaries) {
  console.log(`\n${label}`);
  for (const line of lines) console.log(`  ${line}`);
}

const kb = landingJsGzipBytes() / 1024;
console.log(
  `\nLanding page JS (gzip, entry + preloads): ${kb.toFixed(1)} KB (budget ${LANDING_JS_BUDGET_KB} KB) ${kb <= LANDING_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
if (kb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
