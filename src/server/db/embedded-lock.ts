import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/** Whether a process with this id runs (one of another user counts too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database in `dataDir` for this process, or throws naming the process that
 * has it. PGlite takes no lock of its own, and two processes writing the same files would corrupt
 * them: a second `npm start`, or `npm run admin` while the server runs (decision 055). A file left
 * by a process that has ended is taken over. Returns the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const release = () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = holderOf(file);
  // In a container the server is often process 1 after every restart: our own id holds nothing.
  if (holder !== undefined && holder !== process.pid && running(holder)) {
    throw new ConfigError(
      `The embedded database in ${path.resolve(dataDir)} is open in another process (pid ${holder}): a running Studium server or \`npm run admin\`. ` +
        'Only one process may open it at a time: stop that one first (with DATABASE_URL, any number may).',
    );
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return release;
}
