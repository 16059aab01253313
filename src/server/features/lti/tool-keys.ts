import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
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

/** Signs claims with Studium's active key (RS256, its kid in the header); makes the first key when none exists. */
export async function signWithToolKey(db: Db, claims: JWTPayload): Promise<string> {
  let key = (await repo.allKeys(db)).find((row) => row.active);
  if (!key) {
    await rotateToolKey(db);
    key = (await repo.allKeys(db)).find((row) => row.active)!;
  }
  const privateKey = await importJWK(key.privateJwk as JWK, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(privateKey);
}
