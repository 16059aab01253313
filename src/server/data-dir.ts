import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates DATA_DIR (and any missing parents) readable by this user only: it holds the embedded
 * database and the session secret. An existing directory keeps the mode its owner gave it.
 */
export function ensureDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
