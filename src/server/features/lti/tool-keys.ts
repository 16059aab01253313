import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Studium's keys as a JWKS: every stored key, so a platform still verifies what the previous key signed. */
export async function toolJwks(db: Db) {
  let keys = await repo.allKeys(db);
  if (!keys.length) {
    await rotateToolKey(db);
    keys = await repo.allKeys(db);
  }
  return {
    keys: keys.map(({ kid, privateJwk }) => {
      const { kty, n, e } = privateJwk as JWK;
      return { kty: kty!, kid, alg: 'RS256', use: 'sig', n: n!, e: e! };
    }),
  };
}

/** A new RSA key pair becomes the one that signs; the older ones stay published. */
export async function rotateToolKey(db: Db): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  await repo.insertKey(db, kid, { ...(await exportJWK(privateKey)) });
  return kid;
}
