// Test support: a learning platform as the LTI 1.3 specification describes one, on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK, SignJWT } from 'jose';
import { LTI_CLAIMS, LTI_RESOURCE_LINK_REQUEST, LTI_VERSION } from '../../../shared/lti';

export const LEARNER_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
export const INSTRUCTOR_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export interface LaunchOptions {
  nonce: string;
  sub?: string;
  roles?: string[];
  deploymentId?: string;
  audience?: string | string[];
  azp?: string;
  issuer?: string;
  messageType?: string;
  version?: string;
  /** Seconds from now. */
  issuedIn?: number;
  expiresIn?: number;
  email?: string;
  name?: string;
  context?: { id: string; title: string } | null;
  targetLinkUri?: string;
  /** Sign with a key the JWKS does not publish (a forged or unknown key). */
  unpublishedKey?: boolean;
  /** Another kid in the header than the signing key's. */
  kid?: string;
}

/**
 * The platform's side of LTI 1.3: its RSA keys and JWKS served on 127.0.0.1 by a real HTTP
 * server, and id_tokens signed from the specification's claims.
 */
export async function startReferencePlatform(options: { clientId?: string; deploymentId?: string } = {}) {
  const keys = [await newKey()];
  const stray = await newKey();
  let jwksFetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/jwks') {
      jwksFetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'studium-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';

  return {
    issuer: base,
    clientId,
    deploymentId,
    registration: {
      issuer: base,
      clientId,
      deploymentIds: [deploymentId],
      authLoginUrl: `${base}/auth`,
      tokenUrl: `${base}/token`,
      jwksUrl: `${base}/jwks`,
    },
    get jwksFetches() {
      return jwksFetches;
    },
    /** A new key signs from now on; the old one leaves the JWKS. */
    async rotateKey() {
      keys.splice(0, keys.length, await newKey());
    },
    async idToken(launch: LaunchOptions): Promise<string> {
      const key = launch.unpublishedKey ? stray : keys[0]!;
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        nonce: launch.nonce,
        [LTI_CLAIMS.messageType]: launch.messageType ?? LTI_RESOURCE_LINK_REQUEST,
        [LTI_CLAIMS.version]: launch.version ?? LTI_VERSION,
        [LTI_CLAIMS.deploymentId]: launch.deploymentId ?? deploymentId,
        [LTI_CLAIMS.targetLinkUri]: launch.targetLinkUri ?? 'http://localhost:3000/',
        [LTI_CLAIMS.resourceLink]: { id: 'resource-1', title: 'Studium' },
        [LTI_CLAIMS.roles]: launch.roles ?? [LEARNER_ROLE],
        name: launch.name ?? 'Riya Sen',
        given_name: 'Riya',
        family_name: 'Sen',
        email: launch.email ?? 'riya@lms.test',
      };
      if (launch.context !== null) claims[LTI_CLAIMS.context] = launch.context ?? { id: 'course-7', title: 'Biology 7B' };
      if (launch.azp !== undefined) claims.azp = launch.azp;
      const issuedAt = now + (launch.issuedIn ?? 0);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: launch.kid ?? key.kid, typ: 'JWT' })
        .setIssuer(launch.issuer ?? base)
        .setSubject(launch.sub ?? 'lms-user-1')
        .setAudience(launch.audience ?? clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(now + (launch.expiresIn ?? 300))
        .sign(key.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReferencePlatform = Awaited<ReturnType<typeof startReferencePlatform>>;
