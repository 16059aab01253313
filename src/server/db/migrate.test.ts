import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { runMigrations } from './migrate';

const ctx = useTestApp();

describe('migrations', () => {
  it('can run again on a migrated database without changing anything', async () => {
    await runMigrations(ctx.database);
    await runMigrations(ctx.database);
    const result = await ctx.database.db.execute(`SELECT count(*)::int AS n FROM "user"`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
