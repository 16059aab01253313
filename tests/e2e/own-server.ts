import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  baseURL: string;
  /** Where its test SMTP server writes the mails (tests/e2e/mail.ts reads them). */
  mailDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A second test server with settings of its own (the shared one runs with the defaults), built as
 * the shared one is by scripts/e2e-server.mjs, on a free port and a fresh database.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'studium-e2e-own-mail-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), E2E_MAIL_DIR: mailDir },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test server stopped at start (exit ${child.exitCode})`);
    const ready = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the test server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    mailDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
