import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensureDataDir } from '../data-dir';
import { lockEmbeddedDatabase } from './embedded-lock';
import { newPglite } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repos see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of that database: what `db.transaction` hands its callback. A repo function taking `Db` takes it too. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PgliteHandle = { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> };
export type PostgresHandle = { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };
export type DatabaseHandle = PgliteHandle | PostgresHandle;
export type DatabaseKind = DatabaseHandle['kind'];

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * PGlite's own bytea codecs go through every byte in JavaScript, and so does its count of a text
 * parameter's UTF-8 length: storing and reading back a spoken clip held the main thread (decision 036). Bytes handed on as they are go out as a binary parameter (the
 * protocol's format for bytea is the bytes themselves); results arrive as `\x…` hex, which Buffer
 * decodes natively.
 */
function useNativeByteaCodecs(client: PGlite): void {
  client.serializers[BYTEA] = (bytes: unknown) => {
    if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    // PGlite binds a typed array as a binary value; its typings only name strings.
    return bytes as unknown as string;
  };
  client.parsers[BYTEA] = (text: string) => {
    const bytes = Buffer.from(text.slice(2), 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}

export function fromPglite(client: PGlite): PgliteHandle {
  useNativeByteaCodecs(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * How long a query waits for a connection (a free one in the pool, or a new one to the server)
 * before it fails and is answered 503: without a limit, requests hang while the database is cut off.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

export function fromPostgres(url: string, max = 10): PostgresHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
  // A client losing its connection must not crash the process: an idle one is the pool's to
  // replace, and a checked-out one (inside a transaction, say) fails its query, which answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  releaseClientsOnConnectionLoss(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

/**
 * drizzle's transaction checks out a client and sends `begin` before its try/finally: when the
 * connection dies in between, that client is never released, the pool is one connection short for
 * good and `pool.end()` waits for it forever. So a checked-out client whose connection is lost is
 * released at once, and its holder's later release does nothing.
 */
function releaseClientsOnConnectionLoss(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | void;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    // pool.query checks out through the callback form and always releases its client.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(releasedOnLoss);
  }) as typeof pool.connect;
}

function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.once('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite files under DATA_DIR. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dataDir = ensureDataDir(options.dataDir);
  // One process at a time: PGlite itself would let a second one corrupt the files.
  const release = lockEmbeddedDatabase(dataDir);
  try {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const client = newPglite({ dataDir: dir });
    await client.waitReady;
    const handle = fromPglite(client);
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
