import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { lockEmbeddedDatabase } from './embedded-lock';

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'studium-lock-'));

/** A process id that no running process has. */
function endedPid(): number {
  for (let pid = 4_000_000; ; pid -= 1) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

describe('the embedded database’s lock', () => {
  it('is taken by one process and given back on release', () => {
    const dir = freshDir();
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses while another running process holds it, naming that process', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(ConfigError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`open in another process (pid ${process.ppid})`);
    // Refused, it leaves the holder's file alone.
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has ended, or by this process’s own id (a restarted container)', () => {
    for (const stale of [String(endedPid()), String(process.pid), 'garbage']) {
      const dir = freshDir();
      writeFileSync(path.join(dir, 'pglite.lock'), stale);
      const release = lockEmbeddedDatabase(dir);
      expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      release();
    }
  });
});
