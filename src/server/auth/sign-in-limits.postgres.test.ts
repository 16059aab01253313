import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { type PostgresHandle, fromPostgres } from '../db/client';
import { databaseUrlFor } from '../test/postgres-url';
import { request, signUp, testConfig } from '../test/test-app';

// Runs only in the PostgreSQL project (vitest.config.ts): two server instances on one database.
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `studium_l_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const handles: PostgresHandle[] = [];
const apps: FastifyInstance[] = [];
const SCHOOL = '203.0.113.40';

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  apps.push(...(await twoInstances()));
});

/** Two servers, each with its own connection pool, on the one database. */
async function twoInstances(overrides: Record<string, string> = {}) {
  const built = [];
  for (let i = 0; i < 2; i += 1) {
    const handle = fromPostgres(databaseUrlFor(adminUrl, name), 4);
    handles.push(handle);
    const app = await buildApp({ config: testConfig(overrides), database: handle, logger: false });
    await app.ready();
    built.push(app);
  }
  return built;
}

beforeEach(async () => {
  await handles[0]!.pool.query('TRUNCATE rate_limit, session, account, "user" CASCADE');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const signIn = (app: FastifyInstance, email: string, password: string) =>
  request(app, { method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: SCHOOL, payload: { email, password } });

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in limits on two instances sharing one PostgreSQL', () => {
  it('count failures of one account across both instances', async () => {
    const student = await signUp(apps[0]!, { email: 'shared@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await signIn(apps[i % 2]!, student.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(apps[0]!, student.email, student.password)).statusCode).toBe(429);
    expect((await signIn(apps[1]!, student.email, student.password)).statusCode).toBe(429);
  });

  it('let exactly 5 of 16 simultaneous wrong guesses at one account through, split over both instances', async () => {
    const student = await signUp(apps[0]!, { email: 'burst@example.com' });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(apps[i % 2]!, student.email, `wrong password ${i}`)));
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: 11 });
  });

  it('let exactly 12 of 30 simultaneous failures from one address through, on any accounts', async () => {
    const narrow = await twoInstances({ AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '12' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(narrow[i % 2]!, `nobody-${i}@example.com`, 'wrong password')),
      );
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 12, 429: 18 });
    } finally {
      for (const app of narrow) await app.close();
    }
  });

  // Sixty password hashes (sign-up and sign-in): room for a busy machine.
  it('let a whole class sign in at once through both instances', { timeout: 60_000 }, async () => {
    const students = [];
    for (let i = 0; i < 30; i += 1) students.push(await signUp(apps[i % 2]!, { email: `pupil-${i}@example.com` }));
    const answers = await Promise.all(students.map((student, i) => signIn(apps[i % 2]!, student.email, student.password)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 200));
    const { rows } = await handles[0]!.pool.query<{ count: number }>(`SELECT count FROM rate_limit WHERE key LIKE 'sign-in:address:%'`);
    expect(rows.map((row) => row.count)).toEqual([0]);
  });
});
