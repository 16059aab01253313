import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type PostgresHandle, fromPostgres } from '../../db/client';
import { signUp, testConfig, useTestApp } from '../../test/test-app';
import { countStatuses, limits, summarizeAtOnce } from './usage-test-support';

// Two servers on one PostgreSQL, each with its own connection pool, as behind a load balancer.
const ctx = useTestApp();
let second: { app: FastifyInstance; database: PostgresHandle };

beforeAll(async () => {
  const url = (ctx.database as PostgresHandle).pool.options.connectionString!;
  const database = fromPostgres(url, 4);
  second = { app: await buildApp({ config: testConfig(), database, logger: false }), database };
  await second.app.ready();
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
});

describe('daily limits across two server instances on one PostgreSQL', () => {
  it('lets exactly 15 of 50 concurrent calls through, whichever instance answers them', async () => {
    const { cookie } = await signUp(ctx.app);
    const responses = await summarizeAtOnce([ctx.app, second.app], cookie, 50);
    expect(countStatuses(responses)).toEqual({ 200: 15, 429: 35 });
    // Half the calls went to each instance; both now see the same count.
    expect((await limits(ctx.app, cookie)).body.usage.generations).toEqual({ used: 15, limit: 15 });
    expect((await limits(second.app, cookie)).body.usage.generations).toEqual({ used: 15, limit: 15 });
  });

  it('lets exactly one more through with one unit left', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(countStatuses(await summarizeAtOnce([ctx.app, second.app], cookie, 14))).toEqual({ 200: 14 });
    expect(countStatuses(await summarizeAtOnce([second.app, ctx.app], cookie, 50))).toEqual({ 200: 1, 429: 49 });
  });
});
