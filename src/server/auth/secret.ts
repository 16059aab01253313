import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../config';
import { ensureDataDir } from '../data-dir';

export const MIN_AUTH_SECRET_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A whole secret on disk under a temporary name, so the real name never shows a part of one. */
function writeTemporary(dir: string, secret: string): string {
  const temporary = path.join(dir, `.auth-secret-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, secret);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temporary;
}

function syncDirectory(dir: string) {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can sync a directory; the rename itself is still atomic.
  }
}

function tooShort(file: string, length: number) {
  return new ConfigError(
    `${file} holds a session secret of ${length} characters; it needs at least ${MIN_AUTH_SECRET_LENGTH}. ` +
      'Put a longer random secret in it, set BETTER_AUTH_SECRET, or delete the file to have a new one made (this signs everyone out).',
  );
}

/**
 * BETTER_AUTH_SECRET when set; otherwise a secret generated on first start and kept in
 * DATA_DIR/auth-secret, so sessions survive restarts without any setup. Several instances must
 * share BETTER_AUTH_SECRET (README). An empty file is what a first start cut short leaves: it is
 * replaced; a short one was written by hand and stops the start (decision 018).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string, log?: Pick<FastifyBaseLogger, 'warn'>): string {
  if (configured) return configured;
  const dir = ensureDataDir(dataDir);
  const file = path.join(dir, 'auth-secret');
  const stored = readSecret(file);
  if (stored && stored.length >= MIN_AUTH_SECRET_LENGTH) return stored;
  if (stored) throw tooShort(file, stored.length);

  const secret = randomBytes(32).toString('base64url');
  const temporary = writeTemporary(dir, secret);
  try {
    if (stored === undefined) {
      // link() only creates: if another instance wrote the file first, its secret is the one.
      try {
        linkSync(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') renameSync(temporary, file);
        else {
          const theirs = readSecret(file) ?? '';
          if (theirs.length < MIN_AUTH_SECRET_LENGTH) throw tooShort(file, theirs.length);
          return theirs;
        }
      }
    } else {
      renameSync(temporary, file);
      log?.warn(`${file} was empty (a first start cut short); a new session secret was written to it`);
    }
    syncDirectory(dir);
    return secret;
  } finally {
    rmSync(temporary, { force: true });
  }
}
