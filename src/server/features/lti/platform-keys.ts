import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { errors } from 'jose';
import { LTI_MESSAGES } from '../../../shared/lti';
import { safeFetch } from '../../ingest/link/safe-fetch';
import { LtiRefusal } from './refusal';

const KEEP_MS = 10 * 60 * 1000;
const JWKS_MAX_BYTES = 256 * 1024;

interface Kept {
  keys: JWTVerifyGetKey;
  fetchedAt: number;
}

/**
 * Platforms' JWKS, fetched through the link guard (the URL is an administrator's, but it still
 * must not reach this server's own network unless allow-listed), kept for ten minutes and fetched
 * again once when a token names a key id the kept set lacks (the platform rotated its keys).
 */
export function platformKeys(allowHosts: readonly string[]) {
  const kept = new Map<string, Kept>();

  async function fetchSet(jwksUrl: string): Promise<Kept> {
    let set: JSONWebKeySet;
    try {
      const { body } = await safeFetch(jwksUrl, {
        allowHosts,
        mediaTypes: ['application/json', 'application/jwk-set+json'],
        maxBytes: JWKS_MAX_BYTES,
      });
      set = JSON.parse(body) as JSONWebKeySet;
      if (!Array.isArray(set?.keys)) throw new Error('not a JWKS');
    } catch {
      throw new LtiRefusal(502, LTI_MESSAGES.jwksUnreachable);
    }
    const entry = { keys: createLocalJWKSet(set), fetchedAt: Date.now() };
    kept.set(jwksUrl, entry);
    return entry;
  }

  /** A key function for jose's jwtVerify over the platform's JWKS. */
  return (jwksUrl: string): JWTVerifyGetKey =>
    async (header, token) => {
      const known = kept.get(jwksUrl);
      const fresh = !known || Date.now() - known.fetchedAt > KEEP_MS;
      const entry = fresh ? await fetchSet(jwksUrl) : known;
      try {
        return await entry.keys(header, token);
      } catch (error) {
        if (fresh || !(error instanceof errors.JWKSNoMatchingKey)) throw error;
        return (await fetchSet(jwksUrl)).keys(header, token);
      }
    };
}

export type PlatformKeys = ReturnType<typeof platformKeys>;
