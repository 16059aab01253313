import { type Server, type Socket, createServer } from 'node:net';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../test/private-postgres';
import { isDatabaseUnavailable } from './unavailable';

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

function databaseError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('a database that cannot be reached', () => {
  // A server that accepts connections and never says a word, as a database cut off mid-network looks.
  let silent: Server;
  const sockets: Socket[] = [];
  let silentUrl = '';
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    silentUrl = `postgres://postgres@127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/x`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is told apart when the connection is refused, through Drizzle as well', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/x` });
    try {
      expect(isDatabaseUnavailable(await caught(pool.query('select 1')))).toBe(true);
      expect(isDatabaseUnavailable(await caught(drizzle(pool).execute(sql`select 1`)))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('is told apart when connecting or waiting for a pooled connection times out', async () => {
    const pool = new pg.Pool({ connectionString: silentUrl, max: 1, connectionTimeoutMillis: 300 });
    try {
      const [connecting, waiting] = await Promise.all([caught(pool.query('select 1')), caught(pool.query('select 1'))]);
      expect((connecting as Error).message).toMatch(/timeout/);
      expect(isDatabaseUnavailable(connecting)).toBe(true);
      expect(isDatabaseUnavailable(waiting)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('is told apart from the server shutting down, starting up or out of connections', () => {
    expect(isDatabaseUnavailable(databaseError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is told apart inside better-auth errors that keep it as their cause', () => {
    const wrapped = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' }, undefined);
    Object.assign(wrapped, { cause: databaseError('57P01', 'terminating connection due to administrator command') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });
});

describe('errors that are not an outage', () => {
  it('are not taken for one: a query the database refuses, a failed outbound call, a plain bug', async () => {
    expect(isDatabaseUnavailable(databaseError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(databaseError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    const refusedFetch = await caught(fetch(`http://127.0.0.1:${await freeLoopbackPort()}/`));
    expect(isDatabaseUnavailable(refusedFetch)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
