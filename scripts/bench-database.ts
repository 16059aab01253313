import { type DatabaseHandle, fromPglite, fromPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { newPglite } from '../src/server/db/pglite';

/** A migrated database for a bench: PostgreSQL at BENCH_DATABASE_URL when set, else an embedded one in memory. */
export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? fromPostgres(url) : fromPglite(newPglite());
  await runMigrations(handle);
  return handle;
}
