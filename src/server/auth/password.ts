import { hash, verify } from '@node-rs/argon2';

// argon2id with m = 19 MiB, t = 2, p = 1: the OWASP ASVS L2 baseline.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
