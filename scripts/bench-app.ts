// The app the HTTP benches drive: migrated PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL,
// listening on a free port of 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPglite, fromPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

export const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth';

/** The value below which `p` per cent of `values` lie. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** `env`: settings beside the bench's own (a provider, hosts a link may name). */
export async function startBenchApp(name: string, origin: string, env: Record<string, string> = {}) {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(new PGlite());
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `studium-bench-${name}-`)),
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: BENCH_SECRET,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { database, config, app, base };
}
