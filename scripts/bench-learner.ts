// Learner bench: a student with 5,000 pieces of evidence across 100 concepts in 5 subjects, two dated
// planners, 300 due cards in two decks and a study path; 200 timed GET /api/today and GET
// /api/learner/concepts each through app.inject. On PGlite (files in a data directory, as the server
// opens it), then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. Bar: p99 < 50 ms.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { concept, learnerEvent } from '../src/server/db/schema';
import { BENCH_SECRET, percentile } from './bench-app';
import { scratchPostgres } from './bench-postgres';

const EVENTS = 5_000;
const CONCEPTS = 100;
const SUBJECTS = ['Biology', 'Chemistry', 'History', 'Physics', 'Geography'];
const REQUESTS = Number(process.env.BENCH_RUNS ?? 200);
const BAR_MS = 50;
const WARM_UP = 20;
const ORIGIN = 'http://127.0.0.1:3000';
const DAY_MS = 86_400_000;

async function bench(label: string, database: DatabaseHandle, dataDir: string): Promise<boolean> {
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    BETTER_AUTH_SECRET: BENCH_SECRET,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie && { cookie }) }, ...(payload && { payload }) });
  try {
    const signedUp = await call('POST', '/api/auth/sign-up/email', undefined, {
      email: 'bench-learner@example.com',
      password: 'correct horse battery',
      name: 'Bench Learner',
    });
    const cookie = signedUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const userId = (await call('GET', '/api/auth/user', cookie)).json<{ id: string }>().id;

    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    for (const [subject, days] of [
      ['Biology', 12],
      ['History', 40],
    ] as const) {
      const made = await call('POST', '/api/planner', cookie, { subject, goal: 'Pass', examDate: inDays(days), today });
      if (made.statusCode !== 201) throw new Error(`planner: ${made.statusCode} ${made.body}`);
    }
    for (const deckName of ['Biology', 'Chemistry']) {
      const cards = Array.from({ length: 150 }, (_, i) => ({ front: `${deckName} question ${i}`, back: `Answer ${i}` }));
      const made = await call('POST', '/api/cards', cookie, { deckName, cards });
      if (made.statusCode !== 201) throw new Error(`cards: ${made.statusCode} ${made.body}`);
    }
    await call('POST', '/api/study-paths', cookie, { topic: 'Physics', difficulty: 'beginner' });

    const concepts = Array.from({ length: CONCEPTS }, (_, i) => ({
      id: uuidv7(),
      userId,
      subject: SUBJECTS[i % SUBJECTS.length]!,
      name: `concept ${i}`,
      key: `concept ${i}`,
    }));
    await database.db.insert(concept).values(concepts);
    const start = Date.now() - 200 * DAY_MS;
    const events = Array.from({ length: EVENTS }, (_, i) => ({
      id: uuidv7(),
      userId,
      conceptId: concepts[i % CONCEPTS]!.id,
      kind: 'quiz-answer' as const,
      sourceKind: 'quiz' as const,
      sourceId: `quiz-${Math.floor(i / 10)}`,
      sourceTitle: `Quiz ${Math.floor(i / 10)}`,
      // Each concept its own skill: concept 0 never right, concept 99 almost always.
      correct: (i * 7919) % 100 < i % CONCEPTS ? 1 : 0,
      difficulty: (i % 3) - 1,
      at: new Date(start + (i / EVENTS) * 199 * DAY_MS),
    }));
    for (let i = 0; i < events.length; i += 500) await database.db.insert(learnerEvent).values(events.slice(i, i + 500));

    let pass = true;
    for (const url of [`/api/today?day=${today}&tz=UTC`, '/api/learner/concepts']) {
      const began = performance.now();
      const first = await call('GET', url, cookie);
      const firstMs = performance.now() - began;
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      // Warm: the JIT and the database's caches, as on a server that has answered a while.
      for (let i = 0; i < WARM_UP; i += 1) await call('GET', url, cookie);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const began = performance.now();
        const response = await call('GET', url, cookie);
        times.push(performance.now() - began);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      }
      const p99 = percentile(times, 99);
      const ok = p99 < BAR_MS;
      pass &&= ok;
      console.info(
        `${label} ${url.split('?')[0]} (${EVENTS} events, ${CONCEPTS} concepts, first ${firstMs.toFixed(1)} ms): ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (bar < ${BAR_MS} ms) ${ok ? 'PASS' : 'FAIL'}`,
      );
    }
    return pass;
  } finally {
    await app.close();
    await database.close();
  }
}

const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'studium-bench-learner-'));
let pass = await bench('PGlite', await openDatabase({ dataDir: pgliteDir }), pgliteDir);
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-bench-learner-pg-'));
  pass = (await bench('PostgreSQL', await scratchPostgres(url, 'learner'), dir)) && pass;
}
console.info(`learner bench on ${os.cpus().length} cores: ${pass ? 'PASS' : 'FAIL'}`);
if (!pass) process.exitCode = 1;
