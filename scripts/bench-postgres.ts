// A PostgreSQL database of a bench's own, made beside the one given and dropped when it closes.
import pg from 'pg';
import { type DatabaseHandle, fromPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { databaseUrlFor } from '../src/server/test/postgres-url';

async function run(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function scratchPostgres(url: string, label: string): Promise<DatabaseHandle> {
  const name = `studium_bench_${label}_${process.pid}`;
  await run(url, `CREATE DATABASE ${name}`);
  const handle = fromPostgres(databaseUrlFor(url, name));
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await run(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
