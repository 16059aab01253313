import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { buildApp } from '../app';
import { type PostgresHandle, fromPostgres } from '../db/client';
import { databaseUrlFor } from '../test/postgres-url';
import { request, signUp, testConfig } from '../test/test-app';

// Runs only in the PostgreSQL project (vitest.config.ts): two server instances on one database,
// where two requests can really race for one address (PGlite answers one query at a time).
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `studium_e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const handles: PostgresHandle[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  for (let i = 0; i < 2; i += 1) {
    const handle = fromPostgres(databaseUrlFor(adminUrl, name), 4);
    handles.push(handle);
    const app = await buildApp({ config: testConfig(), database: handle, logger: false });
    await app.ready();
    apps.push(app);
  }
});

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

describe('change e-mail without mail, on two instances sharing one PostgreSQL', () => {
  it('gives an address to exactly one of several accounts asking for it at once; the others get 409, never a 500', async () => {
    const students = [];
    for (let i = 0; i < 6; i += 1) students.push(await signUp(apps[i % 2]!, { email: `racer-${i}@school.test` }));
    const answers = await Promise.all(
      students.map((student, i) =>
        request(apps[i % 2]!, {
          method: 'POST',
          url: '/api/auth/change-email',
          headers: { cookie: student.cookie },
          payload: { newEmail: 'prize@school.test', currentPassword: student.password },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTaken, code: 'conflict' });
    }
    const { rows } = await handles[0]!.pool.query(`SELECT count(*)::int AS n FROM "user" WHERE email = 'prize@school.test'`);
    expect(rows[0].n).toBe(1);
  });

  it('answers 409 when another account takes the address between the look-up and the change', async () => {
    const student = await signUp(apps[0]!, { email: 'slow@school.test' });
    // Another sign-up holds the address in a transaction not committed yet: the look-up cannot
    // see it, and the change waits on the unique index until it commits.
    const other = new pg.Client({ connectionString: databaseUrlFor(adminUrl, name) });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO "user" (id, name, email) VALUES ('01900000-0000-7000-8000-00000000beef', 'Other', 'wanted@school.test')`,
      );
      const pending = request(apps[0]!, {
        method: 'POST',
        url: '/api/auth/change-email',
        headers: { cookie: student.cookie },
        payload: { newEmail: 'wanted@school.test', currentPassword: student.password },
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await other.query('COMMIT');
      const answer = await pending;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTaken, code: 'conflict' });
    } finally {
      await other.end();
    }
    const { rows } = await handles[0]!.pool.query(`SELECT email FROM "user" WHERE name <> 'Other'`);
    expect(rows).toEqual([{ email: 'slow@school.test' }]);
  });
});
