import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret';

describe('the session signing secret', () => {
  it('is generated once into DATA_DIR and reused on the next start', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-secret-'));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    const file = path.join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('is BETTER_AUTH_SECRET when that is set', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studium-secret-'));
    expect(resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});
