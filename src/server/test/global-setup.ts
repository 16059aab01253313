import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { newPglite } from '../db/pglite';
import { databaseUrlFor } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

/**
 * Prepares one migrated database per run so each test file starts from it cheaply:
 * a PGlite data-dir dump (a new PGlite takes seconds), or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.STUDIUM_TEST_DB;
  if (kind === 'postgres') return setupPostgres(project);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-test-'));
  const client = newPglite();
  await runMigrations(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = `studium_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = fromPostgres(databaseUrlFor(adminUrl, template), 1);
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `studium_%_${process.pid}%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
