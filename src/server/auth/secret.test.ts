import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
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

describe('the session secret file', () => {
  const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'studium-secret-')), 'data');

  it('is kept in a DATA_DIR created for its owner only, with no temporary file left beside it', () => {
    const dir = freshDir();
    resolveAuthSecret(undefined, dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['auth-secret']);
  });

  it('is replaced when a cut-short first start left it empty', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'auth-secret');
    writeFileSync(file, '\n', { mode: 0o600 });
    const warnings: string[] = [];
    const secret = resolveAuthSecret(undefined, dir, { warn: (message: string) => warnings.push(message) } as never);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(warnings).toEqual([expect.stringContaining(file)]);
    expect(resolveAuthSecret(undefined, dir)).toBe(secret);
  });

  it('stops the start with a message naming the file when it holds a secret under 32 characters', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'auth-secret');
    writeFileSync(file, 'short-secret', { mode: 0o600 });
    expect(() => resolveAuthSecret(undefined, dir)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(undefined, dir)).toThrow(`${file} holds a session secret of 12 characters; it needs at least 32.`);
    expect(readFileSync(file, 'utf8')).toBe('short-secret');
  });
});
