// Sign-in bench: a class of 40 signing in at the same moment from one school address (here
// 127.0.0.1), over real HTTP to the app on PGlite, or on PostgreSQL with BENCH_DATABASE_URL.
// Bar: every one of them gets in (200), none is held back by the limits. Then one account's
// wrong guesses from that address: slowed after 5, while a classmate still gets in.
import os from 'node:os';
import { createSignInLimiter } from '../src/server/auth/sign-in-limits';
import { BENCH_SECRET, percentile, startBenchApp } from './bench-app';

const CLASS_SIZE = 40;
const PASSWORD = 'correct horse battery';
// The origin the browser app would send; the server listens on any free port.
const ORIGIN = 'http://localhost:3212';

const tally = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

const { database, config, app, base } = await startBenchApp('auth', ORIGIN);
const run = Date.now().toString(36);

async function post(route: string, body: object) {
  const start = performance.now();
  const response = await fetch(`${base}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start };
}

try {
  const kind = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`Sign-in bench: ${os.cpus().length} cores, database ${kind}, ${CLASS_SIZE} students behind one address\n`);
  const emails = Array.from({ length: CLASS_SIZE }, (_, i) => `class-${run}-${i}@bench.example`);

  let start = performance.now();
  const signUps = [];
  for (const email of emails) signUps.push(await post('sign-up/email', { email, password: PASSWORD, name: 'Bench Student' }));
  console.log(`sign-up, one after another: ${tally(signUps.map((r) => r.status))} in ${((performance.now() - start) / 1000).toFixed(2)} s`);

  start = performance.now();
  const signIns = await Promise.all(emails.map((email) => post('sign-in/email', { email, password: PASSWORD })));
  const wall = performance.now() - start;
  const times = signIns.map((r) => r.ms);
  console.log(
    `sign-in, all ${CLASS_SIZE} at once: ${tally(signIns.map((r) => r.status))}; all answered in ${(wall / 1000).toFixed(2)} s ` +
      `(per request p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms)`,
  );
  if (signIns.some((r) => r.status !== 200)) process.exitCode = 1;

  const guesses = [];
  for (let i = 0; i < 8; i += 1) guesses.push((await post('sign-in/email', { email: emails[0], password: `guess ${i}` })).status);
  const classmate = await post('sign-in/email', { email: emails[1], password: PASSWORD });
  console.log(`8 wrong guesses at one account from that address: ${guesses.join(' ')}; a classmate right after: ${classmate.status}`);

  // What the limits add to a sign-in, apart from the password hash: counting it and settling it.
  const limiter = createSignInLimiter(database.db, config.authLimits, BENCH_SECRET);
  const runs = 200;
  const bookkeeping: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const attempt = await limiter.begin('192.0.2.1', emails[i % CLASS_SIZE]);
    if (attempt.allowed) await attempt.finish('success');
    bookkeeping.push(performance.now() - started);
  }
  console.log(
    `limit bookkeeping of one successful sign-in (count + settle, ${runs} runs): p50 ${percentile(bookkeeping, 50).toFixed(2)} ms, p95 ${percentile(bookkeeping, 95).toFixed(2)} ms`,
  );
} finally {
  await app.close();
  await database.close();
}
