import { randomUUID } from 'node:crypto';
import { LTI_MESSAGES } from '../../../shared/lti';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { safeFetch, type SafeFetchResult } from '../../ingest/link/safe-fetch';
import type { PlatformRow } from './repo';
import { signWithToolKey } from './tool-keys';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
/** A token is given back this long before the platform said it expires. */
const EXPIRY_MARGIN_MS = 30_000;

/** A platform's service refused or failed: the message is what the teacher's results show. */
export class PlatformServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformServiceError';
  }
}

function reason(error: unknown): string {
  if (error instanceof PlatformServiceError) return error.message;
  const status = error instanceof HttpError ? /HTTP (\d{3})/.exec(error.message)?.[1] : undefined;
  if (status) return `The learning platform answered with an error (HTTP ${status}).`;
  return error instanceof HttpError ? error.message : 'The learning platform could not be reached.';
}

/**
 * The LTI Advantage services of the platforms (decision 075): OAuth 2 access tokens by the
 * client-credentials grant with a JWT signed by Studium's key, kept until shortly before they
 * expire, and every call through the link guard with a time limit.
 */
export function platformServices({ db, allowHosts }: { db: Db; allowHosts: readonly string[] }) {
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function send(url: string, init: { method?: 'POST'; headers: Record<string, string>; body?: string; mediaTypes: string[] }) {
    try {
      return await safeFetch(url, { allowHosts, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, ...init });
    } catch (error) {
      throw new PlatformServiceError(reason(error));
    }
  }

  async function accessToken(platform: PlatformRow, scope: string): Promise<string> {
    const key = `${platform.id}\n${scope}`;
    const kept = tokens.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.token;
    const now = Math.floor(Date.now() / 1000);
    const assertion = await signWithToolKey(db, {
      iss: platform.clientId,
      sub: platform.clientId,
      aud: platform.tokenUrl,
      iat: now,
      exp: now + 300,
      jti: randomUUID(),
    });
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: ASSERTION_TYPE,
      client_assertion: assertion,
      scope,
    }).toString();
    const answer = await send(platform.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      mediaTypes: ['application/json'],
    });
    let parsed: { access_token?: unknown; expires_in?: unknown };
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      throw new PlatformServiceError(LTI_MESSAGES.tokenRefused);
    }
    if (typeof parsed.access_token !== 'string' || !parsed.access_token) throw new PlatformServiceError(LTI_MESSAGES.tokenRefused);
    const seconds = typeof parsed.expires_in === 'number' && parsed.expires_in > 0 ? parsed.expires_in : 3600;
    tokens.set(key, { token: parsed.access_token, expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS });
    return parsed.access_token;
  }

  return {
    accessToken,

    /** A JSON body posted with a bearer token of the scope. */
    async post(platform: PlatformRow, scope: string, url: string, contentType: string, payload: unknown): Promise<SafeFetchResult> {
      const token = await accessToken(platform, scope);
      return send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, accept: 'application/json' },
        body: JSON.stringify(payload),
        mediaTypes: ['*'],
      });
    },

    /** A GET with a bearer token of the scope, answered in the media type asked for. */
    async get(platform: PlatformRow, scope: string, url: string, mediaType: string): Promise<SafeFetchResult> {
      const token = await accessToken(platform, scope);
      return send(url, { headers: { authorization: `Bearer ${token}`, accept: mediaType }, mediaTypes: [mediaType, 'application/json'] });
    },

    /** Forgets a platform's tokens (one was refused: the next call asks again). */
    forget(platformId: string) {
      for (const key of tokens.keys()) if (key.startsWith(`${platformId}\n`)) tokens.delete(key);
    },
  };
}

export type PlatformServices = ReturnType<typeof platformServices>;
export const serviceFailure = reason;
