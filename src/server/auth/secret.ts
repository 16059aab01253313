import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * BETTER_AUTH_SECRET when set; otherwise a secret generated on first start and kept in
 * DATA_DIR, so sessions survive restarts without any setup. Several instances must share
 * BETTER_AUTH_SECRET (README).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: no secret yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another instance wrote it first; then that one wins.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
