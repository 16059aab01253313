import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { projectPath } from '../project-path';
import type { DatabaseHandle } from './client';

export const migrationsFolder = projectPath('drizzle');

/** Arbitrary constant: the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_ID = 7_400_291;

/**
 * Applies pending migrations. Idempotent; on PostgreSQL an advisory lock makes two
 * instances starting together run them one after the other (the second finds nothing to do).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
