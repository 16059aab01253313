import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api';
import { type DatabaseHandle, fromPglite, fromPostgres } from '../db/client';
import { newPglite } from '../db/pglite';
import { HttpError } from '../http-error';
import { freeLoopbackPort } from '../test/private-postgres';
import { unlessDatabaseDown } from './database-down';

describe("better-auth's own 5xx answers", () => {
  let up: DatabaseHandle;
  let down: DatabaseHandle;
  beforeAll(async () => {
    const client = newPglite();
    await client.waitReady;
    up = fromPglite(client);
    // Nothing listens on this port: every connection is refused.
    down = fromPostgres(`postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/studium`, 1);
  });
  afterAll(async () => {
    await up?.close();
    await down?.close();
  });

  it('pass through while the database answers, and become 503 database_unavailable when it does not', async () => {
    const failed = new Response(null, { status: 500 });
    expect(await unlessDatabaseDown(failed, up.db)).toBe(failed);

    const refused = new Response('{}', { status: 401 });
    expect(await unlessDatabaseDown(refused, down.db)).toBe(refused);
    const error = await unlessDatabaseDown(failed, down.db).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: ERROR_CODES.databaseUnavailable });
  });
});
