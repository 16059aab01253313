// Administration bench: the /admin users list on a server of 50,000 users (half with a session):
// the first page, a page deep in the list (its cursor), searches that match many, a few and none
// (the last reads every user), and the instance card. On PostgreSQL with BENCH_DATABASE_URL,
// else PGlite. Bar: p50 ≤ 100 ms each; the instance card, read once a visit, counts every user and
// session and sizes the database's files: p50 ≤ 250 ms.
import os from 'node:os';
import { v7 as uuidv7 } from 'uuid';
import { USAGE_KINDS } from '../src/shared/usage';
import { type DatabaseHandle, fromPglite } from '../src/server/db/client';
import { newPglite } from '../src/server/db/pglite';
import { runMigrations } from '../src/server/db/migrate';
import { session, usageCounter, user } from '../src/server/db/schema';
import { adminService } from '../src/server/features/admin/service';
import { scratchPostgres } from './bench-postgres';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BAR_MS = 100;
const INSTANCE_BAR_MS = 250;

/** A database of the bench's own (on PostgreSQL, made beside the given one and dropped at the end). */
async function open(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = fromPglite(newPglite());
    await runMigrations(handle);
    return handle;
  }
  return scratchPostgres(url, 'admin');
}

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

const FIRST = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Priya', 'Kabir', 'Ananya', 'Vikram', 'Isha', 'Rohan'];
const LAST = ['Verma', 'Kumar', 'Iyer', 'Sharma', 'Nair', 'Das', 'Reddy', 'Gupta', 'Khan', 'Patel'];
const SCHOOLS = 40;

const handle = await open();
const { db } = handle;
const seedStart = performance.now();
const now = Date.now();
const users = Array.from({ length: USERS }, (_, i) => {
  const created = now - (USERS - i) * 60_000;
  return {
    id: uuidv7({ msecs: created }),
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
    email: `student${i}@school${i % SCHOOLS}.example.org`,
    createdAt: new Date(created),
  };
});
await insertAll(users, (chunk) => db.insert(user).values(chunk));
await insertAll(
  users
    .filter((_, i) => i % 2 === 0)
    .map((row, i) => {
      const seen = new Date(now - (i % 14) * 86_400_000);
      return {
        id: uuidv7(),
        token: `bench-${row.id}`,
        userId: row.id,
        expiresAt: new Date(seen.getTime() + 7 * 86_400_000),
        createdAt: seen,
        updatedAt: seen,
      };
    }),
  (chunk) => db.insert(session).values(chunk),
);
const today = new Date().toISOString().slice(0, 10);
await insertAll(
  users.slice(0, 5000).map((row, i) => ({ userId: row.id, kind: USAGE_KINDS[i % USAGE_KINDS.length]!, day: today, used: 3 })),
  (chunk) => db.insert(usageCounter).values(chunk),
);
if (handle.kind === 'postgres') await handle.pool.query('ANALYZE');
else await handle.client.query('ANALYZE');
const seedMs = performance.now() - seedStart;

const service = adminService({
  db,
  now: () => new Date(),
  timeZone: 'UTC',
  adminEmails: [],
  forgetUser: () => {},
  deleteAccount: async () => {},
  facts: {
    database: handle.kind === 'pglite' ? 'embedded' : 'postgresql',
    version: 'bench',
    ai: { provider: 'offline', model: null },
    mail: false,
  },
  testAi: async () => ({ ok: false, provider: 'offline', model: null, text: '', ms: 0 }),
});

// A cursor about halfway down the list: keyset paging must not slow down with depth.
const deepCursor = users[Math.floor(USERS / 2)]!.id;
const cases: { name: string; call: () => Promise<unknown>; bar: number }[] = [
  { name: 'first page', call: () => service.users({}), bar: BAR_MS },
  { name: `page at user ${USERS / 2} (cursor)`, call: () => service.users({ cursor: deepCursor }), bar: BAR_MS },
  { name: 'search matching thousands ("school7.")', call: () => service.users({ q: 'school7.' }), bar: BAR_MS },
  { name: 'search matching a few ("student4999")', call: () => service.users({ q: 'student4999' }), bar: BAR_MS },
  { name: 'search matching none (reads every user)', call: () => service.users({ q: 'nobody-by-this-name' }), bar: BAR_MS },
  { name: 'instance card', call: () => service.instance(), bar: INSTANCE_BAR_MS },
];

const where = handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`admin bench: ${USERS.toLocaleString('en')} users seeded in ${(seedMs / 1000).toFixed(1)} s (${where})`);
for (const { name, call, bar } of cases) {
  await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  console.log(
    `  ${name}: p50 ${p50.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (bar ${bar} ms)${p50 > bar ? '  OVER THE BAR' : ''}`,
  );
}
console.log(`  load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);

await handle.close();
