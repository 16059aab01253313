import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free loopback port, that the
 * test may stop and start: the shared test server must never go down under other test files.
 */
export interface PrivatePostgres {
  /** The `postgres` database as the trusted superuser. */
  url: string;
  /** Starts the server, unless it runs, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it as a restart does: open sessions are terminated, new connections refused. */
  stop(): Promise<void>;
  /** Stops it if running and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed server's programs (Debian and Ubuntu keep one folder per major version), else PATH. */
function programsDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const [newest] = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(root, newest, 'bin') : '';
}

export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-pg-'));
  const data = path.join(dir, 'data');
  const bin = programsDir();
  // initdb and the server refuse to run as root (CI runs as root): run them as the postgres account.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (program: string, args: string[]) => {
    const file = bin ? path.join(bin, program) : program;
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };

  const port = await freeLoopbackPort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (running) return;
      await pg('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-s', '-l', path.join(dir, 'server.log'), '-o', serverOptions]);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['stop', '-D', data, '-w', '-s', '-m', 'fast']);
      running = false;
    },
    async destroy() {
      if (running) await pg('pg_ctl', ['stop', '-D', data, '-w', '-s', '-m', 'immediate']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
