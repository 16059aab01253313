import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { newPglite } from './pglite';
import { startPgliteVacuum, vacuumTables } from './pglite-vacuum';

const client = newPglite({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'studium-vacuum-')) });
afterAll(() => client.close());

const tableBytes = async () =>
  Number((await client.query<{ size: string }>(`select pg_total_relation_size('clip') as size`)).rows[0]!.size);
const fill = async () => {
  for (let i = 0; i < 5; i += 1) await client.query('insert into clip values ($1, $2)', [i, new Uint8Array(500_000).fill(i)]);
};

describe('vacuuming the embedded database', () => {
  it('makes the space of deleted rows reusable, which nothing else does in PGlite', async () => {
    await client.exec(`create table clip (id int, data bytea); alter table clip alter column data set storage external`);
    await fill();
    const full = await tableBytes();
    await client.exec('delete from clip');
    await fill();
    // Without a vacuum the deleted rows' space stays taken.
    expect(await tableBytes()).toBeGreaterThan(1.8 * full);

    const grown = await tableBytes();
    await client.exec('delete from clip');
    expect(await vacuumTables(client)).toBeGreaterThan(0);
    await fill();
    expect(await tableBytes()).toBeLessThanOrEqual(grown * 1.05);
    // And the planner has statistics of the table, as autovacuum's ANALYZE leaves them on PostgreSQL.
    await vacuumTables(client);
    const stats = await client.query<{ n: number }>(`select count(*)::int as n from pg_stats where tablename = 'clip'`);
    expect(stats.rows[0]!.n).toBeGreaterThan(0);
    // Writing and vacuuming 5 MB twice on a busy machine can take longer than the usual 20 s.
  }, 90_000);

  it('runs on its timer until stopped, and logs a failure instead of throwing', async () => {
    const warnings: string[] = [];
    const broken = { query: () => Promise.reject(new Error('closed')) } as unknown as PGlite;
    const vacuum = startPgliteVacuum(broken, { everyMs: 10, log: { warn: (_details, message) => warnings.push(message) } });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await vacuum.stop();
    expect(warnings[0]).toBe('Vacuuming the embedded database failed');
  });
});
