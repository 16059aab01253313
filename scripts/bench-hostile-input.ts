// Hostile-input bench: every route that takes free text, sent each pathological run at the route's
// longest accepted length (decision 043), over HTTP on 127.0.0.1, while GET /api/health is asked
// again and again. Prints each route and run, its answer and time, the slowest health check
// meanwhile (goal: under 100 ms) and the main thread's CPU time over the request (the longest it
// can have been held; a slower health check than that waited for a core, not for the request). BENCH_HOSTILE_ROUTES=import,notes limits the routes (names
// containing any of the words); BENCH_HOSTILE_MAX_CHARS caps the length (to time the quadratic
// patterns of an older build without waiting minutes).
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../src/server/db/schema';
import {
  HOSTILE_ROUTES,
  HOSTILE_RUNS,
  type HostileClient,
  hostileText,
  makeFixtures,
  probeHealthDuring,
  send,
} from '../src/server/test/hostile-input';
import { startBenchApp } from './bench-app';

const ORIGIN = 'http://localhost:3000';
const GOAL_MS = 100;
const only = process.env.BENCH_HOSTILE_ROUTES?.split(',').filter(Boolean);
const cap = Number(process.env.BENCH_HOSTILE_MAX_CHARS ?? Infinity);

const { database, app, base } = await startBenchApp('hostile', ORIGIN);
try {
  const email = `bench-${Date.now().toString(36)}@bench.example`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench Student' }),
  });
  const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  // The largest plan, so that a hundred generations are not refused for the daily limit.
  await database.db.update(userTable).set({ plan: 'Institution' }).where(eq(userTable.email, email));
  const client: HostileClient = { base, origin: ORIGIN, cookie };
  const fixtures = await makeFixtures(client);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Hostile-input bench: ${os.cpus().length} cores, load average ${load}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`,
  );
  console.log('route                  run     chars    answer  time ms  health worst ms (goal < 100)  main-thread CPU ms');
  let over = 0;
  for (const route of HOSTILE_ROUTES) {
    if (only && !only.some((word) => route.name.includes(word))) continue;
    for (const run of HOSTILE_RUNS) {
      const length = Math.min(route.maxChars, cap);
      const text = hostileText(run, length);
      const { result, elapsedMs, worstHealthMs, mainThreadCpuMs } = await probeHealthDuring(base, () =>
        send(client, route.method, route.path(fixtures, text), route.body?.(text)),
      );
      if (worstHealthMs >= GOAL_MS) over += 1;
      console.log(
        `${route.name.padEnd(22)} ${run.name.padEnd(6)} ${String(length).padStart(7)}  ${String(result.status).padStart(6)}  ${elapsedMs.toFixed(0).padStart(7)}  ${worstHealthMs.toFixed(0).padStart(8)}${worstHealthMs >= GOAL_MS ? ' over' : '     '}  ${mainThreadCpuMs.toFixed(0).padStart(26)}`,
      );
    }
  }
  console.log(over === 0 ? 'Every health check answered within 100 ms.' : `${over} run(s) held a health check 100 ms or longer.`);
} finally {
  await app.close();
  await database.close();
}
