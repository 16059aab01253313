import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../test/postgres-url';
import { fromPostgres } from './client';
import { runMigrations } from './migrate';

// Runs only in the PostgreSQL project (vitest.config.ts): PGlite has one process by design.
describe('migrations on PostgreSQL', () => {
  it('are safe when two instances start together on an empty PostgreSQL database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `studium_m_${process.pid}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const one = fromPostgres(databaseUrlFor(adminUrl, name), 2);
    const two = fromPostgres(databaseUrlFor(adminUrl, name), 2);
    try {
      await Promise.all([runMigrations(one), runMigrations(two)]);
      const { rows } = await one.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('user', 'session', 'account', 'verification', 'rate_limit')`,
      );
      expect(rows[0]?.n).toBe(5);
    } finally {
      await one.close();
      await two.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
