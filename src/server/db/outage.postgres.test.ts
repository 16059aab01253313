import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { buildApp } from '../app';
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres';
import { eventually } from '../test/eventually';
import { request, signUp, testConfig } from '../test/test-app';
import { type PostgresHandle, fromPostgres } from './client';
import { runMigrations } from './migrate';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './unavailable';

// Runs only in the PostgreSQL project (vitest.config.ts), on a server of its own that it stops and
// starts: the shared test server stays up for the other test files.
let cluster: PrivatePostgres;
let database: PostgresHandle;
let app: FastifyInstance;

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  database = fromPostgres(cluster.url, 4);
  await runMigrations(database);
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
});

// A failed test may leave the server stopped.
afterEach(() => cluster.start());

afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

const unavailable = { message: MESSAGES.databaseUnavailable, code: ERROR_CODES.databaseUnavailable };
const note = { title: 'Osmosis', content: '<p>Water moves across a membrane.</p>' };

describe('while PostgreSQL is down', () => {
  it('answers 503 database_unavailable with Retry-After, health says unavailable, and all is well once it is back', async () => {
    const { cookie } = await signUp(app, { email: 'outage@example.com' });
    await cluster.stop();

    const health = await request(app, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    const live = await request(app, { method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    const attempts = [
      { method: 'GET', url: '/api/auth/user', headers: { cookie } },
      { method: 'GET', url: '/api/notes', headers: { cookie } },
      { method: 'POST', url: '/api/notes', headers: { cookie }, payload: note },
      // better-auth's own handler, after our session check.
      { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'outage@example.com', password: 'correct horse battery' } },
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'new@example.com', password: 'correct horse battery', name: 'A B' },
      },
    ] as const;
    for (const attempt of attempts) {
      const response = await request(app, attempt);
      expect({ url: attempt.url, status: response.statusCode, body: response.json() }).toEqual({
        url: attempt.url,
        status: 503,
        body: unavailable,
      });
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    }

    await cluster.start();
    const back = await request(app, { method: 'GET', url: '/api/health' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'ok', database: 'ok' });
    const user = await request(app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(200);
    const created = await request(app, { method: 'POST', url: '/api/notes', headers: { cookie }, payload: note });
    expect(created.statusCode).toBe(201);
  });

  it('answers writes made across a restart with 201 or 503, never 500', async () => {
    const { cookie } = await signUp(app, { email: 'writer@example.com' });
    const statuses: number[] = [];
    let writing = true;
    const deadline = Date.now() + 15_000;
    // Two writers, as a steady load keeps connections checked out when the server goes down.
    const writer = async () => {
      while (writing && Date.now() < deadline) {
        const response = await request(app, { method: 'POST', url: '/api/notes', headers: { cookie }, payload: note });
        statuses.push(response.statusCode);
        if (response.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const writers = [writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cluster.start();
    const countAtRestart = statuses.length;
    while (Date.now() < deadline && statuses.slice(countAtRestart).filter((status) => status === 201).length < 4) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    writing = false;
    await Promise.all(writers);

    expect(new Set(statuses)).toEqual(new Set([201, 503]));
    // No connection left checked out by a request the restart cut off: the pool would be short of it for
    // good. A background job (the LMS score sender's poll) may hold one for a moment; a leak never returns.
    await eventually(async () => expect(database.pool.totalCount - database.pool.idleCount).toBe(0));
  });

  it('takes a query the stopping server cuts off for an outage', async () => {
    const running = database.pool.query('select pg_sleep(30)').then(
      () => undefined,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await cluster.stop();
    const error = await running;
    expect(error).toMatchObject({ code: '57P01' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
