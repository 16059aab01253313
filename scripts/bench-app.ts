// The app the HTTP benches drive: migrated PGlite in a data directory of its own, or PostgreSQL
// with BENCH_DATABASE_URL, listening on a free port of 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `studium-bench-${name}-`));
  // As the server opens it: PGlite files in the data directory (an in-memory PGlite copies its
  // files whole as they grow, which a deployment never does), or PostgreSQL.
  const database = await openDatabase({ databaseUrl: url, dataDir });
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: BENCH_SECRET,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { database, config, app, base };
}
