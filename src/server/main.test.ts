import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from './test/postgres-url';

const PORT = 3400 + (process.pid % 500) + (process.env.STUDIUM_TEST_DB === 'postgres' ? 500 : 0);
const dropAfter: string[] = [];

/** A fresh empty database for the server to migrate: PostgreSQL in that project, else PGlite files. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studium-main-'));
  if (process.env.STUDIUM_TEST_DB !== 'postgres') return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `studium_main_${process.pid}`;
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

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: String(PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(child: ChildProcess): Promise<Response> {
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    try {
      return await fetch(`http://127.0.0.1:${PORT}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not answer');
}

describe('the server process', () => {
  it('migrates a fresh database, serves, and stops cleanly on SIGTERM', async () => {
    // A public address with the contact details left as placeholders, but for the e-mail.
    const server = startServer({
      ...(await freshDatabaseEnv()),
      PUBLIC_URL: 'https://studium.school.test',
      SUPPORT_EMAIL: 'help@school.test',
    });
    const health = await waitForHealth(server.child);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(server.output()).toContain(`Studium is running at http://localhost:${PORT}`);
    expect(server.output()).toContain(
      'The contact and policy pages show placeholder details: set SITE_NAME, SUPPORT_PHONE, COMPANY_NAME, COMPANY_ADDRESS to your own',
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start on a bad setting and names it', async () => {
    const server = startServer({ ...(await freshDatabaseEnv()), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  }, 30_000);
});
