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
export async function startReferencePlatform(options: { clientId?: string; deploymentId?: string; toolUrl?: string } = {}) {
  const keys = [await newKey()];
  const stray = await newKey();
  let jwksFetches = 0;
  // The launches a browser started at /start, by the login hint the platform gave the tool.
  const started = new Map<string, Omit<LaunchOptions, 'nonce'>>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://platform');
    if (url.pathname === '/jwks') {
      jwksFetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
      return;
    }
    // A course's link to the tool: the third-party login initiation, as the browser follows it.
    if (url.pathname === '/start' && options.toolUrl) {
      const hint = randomUUID();
      started.set(hint, {
        sub: url.searchParams.get('sub') ?? undefined,
        roles: [url.searchParams.get('role') === 'instructor' ? INSTRUCTOR_ROLE : LEARNER_ROLE],
        name: url.searchParams.get('name') ?? undefined,
        email: url.searchParams.get('email') ?? undefined,
        context: { id: url.searchParams.get('course') ?? 'course-7', title: url.searchParams.get('title') ?? 'Biology 7B' },
        targetLinkUri: `${options.toolUrl}/`,
      });
      const login = new URL('/api/lti/login', options.toolUrl);
      for (const [name, value] of Object.entries({
        iss: base,
        login_hint: hint,
        target_link_uri: `${options.toolUrl}/`,
        client_id: clientId,
      })) {
        login.searchParams.set(name, value);
      }
      response.writeHead(302, { location: login.href }).end();
      return;
    }
    // The authentication request: the signed id_token goes back in an auto-posting form.
    if (url.pathname === '/auth') {
      const launch = started.get(url.searchParams.get('login_hint') ?? '');
      if (!launch || url.searchParams.get('client_id') !== clientId) {
        response.writeHead(400).end();
        return;
      }
      started.delete(url.searchParams.get('login_hint')!);
      void platform.idToken({ ...launch, nonce: url.searchParams.get('nonce') ?? '' }).then((token) => {
        const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replace(/[&"<>]/g, '')}">`;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><title>Platform</title><form method="post" action="${url.searchParams.get('redirect_uri')}">` +
            `${field('id_token', token)}${field('state', url.searchParams.get('state') ?? '')}</form>` +
            `<script>document.forms[0].submit()</script></html>`,
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'studium-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';

  const platform = {
    issuer: base,
    /** The platform's pages as a browser on this machine opens them: the same site as a tool on localhost. */
    browserUrl: base.replace('127.0.0.1', 'localhost'),
    clientId,
    deploymentId,
    registration: {
      issuer: base,
      clientId,
      deploymentIds: [deploymentId],
      authLoginUrl: `${base.replace('127.0.0.1', 'localhost')}/auth`,
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
  return platform;
}

export type ReferencePlatform = Awaited<ReturnType<typeof startReferencePlatform>>;
