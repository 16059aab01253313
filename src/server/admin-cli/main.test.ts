import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../test/postgres-url';

const dropAfter: string[] = [];

/** A fresh database as `npm start` would find it: PostgreSQL in that project, else PGlite files. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studium-admin-cli-'));
  if (process.env.STUDIUM_TEST_DB !== 'postgres') return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `studium_admin_cli_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropAfter.push(name);
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(adminUrl, name) };
}

afterAll(async () => {
  if (!dropAfter.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** The command as `npm run admin` runs it, from the sources. */
function admin(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/admin-cli/main.ts', ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run admin, as a process', () => {
  it('migrates and reads the database of npm start, and exits 1 with the reason when it cannot act', async () => {
    const env = await freshDatabaseEnv();
    const listed = await admin(env, 'list-users');
    expect(listed.stderr).toBe('');
    expect(listed).toMatchObject({ code: 0, stdout: 'EMAIL\tNAME\tPLAN\tUNTIL\tCREATED\tLAST SEEN\tDISABLED\tADMIN\n' });
    const unknown = await admin(env, 'make-admin', 'nobody@school.test');
    expect(unknown).toMatchObject({ code: 1, stderr: 'No account uses the address nobody@school.test.\n' });
  }, 120_000);

  it('will not open the embedded database while another process has it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studium-admin-cli-'));
    // This test's own process stands for a running server.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const refused = await admin({ DATA_DIR: dataDir }, 'list-users');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is open in another process (pid ${process.pid})`);
    expect(refused.stdout).toBe('');
  }, 60_000);
});
