// Test support: a learning platform as the LTI 1.3 specification describes one, on loopback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet, type JWK, jwtVerify, SignJWT } from 'jose';
import {
  LTI_CLAIMS,
  LTI_DEEP_LINKING_REQUEST,
  LTI_DEEP_LINKING_RESPONSE,
  LTI_MEDIA_TYPES,
  LTI_RESOURCE_LINK_REQUEST,
  LTI_SCOPES,
  LTI_VERSION,
} from '../../../shared/lti';

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
  resourceLinkId?: string;
  custom?: Record<string, string>;
  /** The AGS endpoint claim: the line item's id on this platform (its URL is made from it). */
  lineItem?: string;
  /** The NRPS claim (on by default for launches with a course). */
  memberships?: boolean;
  /** A deep-linking request's settings (the return URL is this platform's by default). */
  deepLinkReturnUrl?: string;
  acceptTypes?: string[];
  deepLinkData?: string;
}

/** A score as the platform's line item received it. */
export interface ReceivedScore {
  lineItem: string;
  contentType: string;
  body: Record<string, unknown>;
}

/** A content item as the platform's deep-linking return endpoint verified it. */
export interface ReceivedDeepLink {
  claims: Record<string, unknown>;
  header: Record<string, unknown>;
  items: { type: string; title: string; url: string; custom: Record<string, string>; lineItem: Record<string, unknown> }[];
}

export interface RosterMember {
  user_id: string;
  name?: string;
  email?: string;
  roles: string[];
  status?: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The platform's side of LTI 1.3: its RSA keys and JWKS served on 127.0.0.1 by a real HTTP
 * server, and id_tokens signed from the specification's claims.
 */
export async function startReferencePlatform(
  options: {
    clientId?: string;
    deploymentId?: string;
    toolUrl?: string;
    /** Studium's public keys, to verify its client assertions and deep-linking responses (fetched from toolUrl by default). */
    toolJwks?: () => Promise<JSONWebKeySet>;
  } = {},
) {
  const keys = [await newKey()];
  const stray = await newKey();
  let jwksFetches = 0;
  const toolKeys = async () => {
    if (options.toolJwks) return createLocalJWKSet(await options.toolJwks());
    const response = await fetch(new URL('/api/lti/jwks', options.toolUrl));
    return createLocalJWKSet((await response.json()) as JSONWebKeySet);
  };
  // The services' side (AGS, NRPS): tokens issued, scores received, the roster, deep links returned.
  const tokens = new Map<string, string>();
  const tokenRequests: { scope: string; ok: boolean }[] = [];
  const scores: ReceivedScore[] = [];
  const deepLinks: ReceivedDeepLink[] = [];
  let roster: RosterMember[] = [];
  let rosterPageSize = 2;
  let scoreFailures = 0;
  let scoreStatus = 503;
  // Resource links the course holds after a deep link: what a launch of each carries.
  const links = new Map<string, { custom: Record<string, string>; lineItem: string; title: string }>();

  function bearer(request: IncomingMessage, scope: string): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return Boolean(token && tokens.get(token)?.split(' ').includes(scope));
  }

  async function handleService(request: IncomingMessage, response: ServerResponse, url: URL) {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const scope = form.get('scope') ?? '';
      const refuse = (why: string) => {
        tokenRequests.push({ scope, ok: false });
        json(400, { error: 'invalid_request', error_description: why });
      };
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return refuse('content type');
      if (form.get('grant_type') !== 'client_credentials') return refuse('grant');
      if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return refuse('assertion type');
      const wanted = scope.split(' ').filter(Boolean);
      if (!wanted.length || wanted.some((item) => item !== LTI_SCOPES.score && item !== LTI_SCOPES.memberships)) return refuse('scope');
      try {
        await jwtVerify(form.get('client_assertion') ?? '', await toolKeys(), {
          algorithms: ['RS256'],
          issuer: clientId,
          subject: clientId,
          audience: `${base}/token`,
          requiredClaims: ['exp', 'iat', 'jti'],
        });
      } catch {
        return refuse('assertion');
      }
      const token = randomUUID();
      tokens.set(token, scope);
      tokenRequests.push({ scope, ok: true });
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
    }
    const scoreMatch = /^\/lineitems\/([\w-]+)\/scores$/.exec(url.pathname);
    if (scoreMatch && request.method === 'POST') {
      if (!bearer(request, LTI_SCOPES.score)) return json(401, { error: 'scope' });
      const contentType = request.headers['content-type'] ?? '';
      if (contentType !== LTI_MEDIA_TYPES.score) return json(415, { error: 'content type' });
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      if (scoreFailures > 0) {
        scoreFailures -= 1;
        return json(scoreStatus, { error: 'down' });
      }
      scores.push({ lineItem: scoreMatch[1]!, contentType, body });
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/memberships' && request.method === 'GET') {
      if (!bearer(request, LTI_SCOPES.memberships)) return json(401, { error: 'scope' });
      if (request.headers.accept !== LTI_MEDIA_TYPES.memberships) return json(406, { error: 'accept' });
      const page = Number(url.searchParams.get('page') ?? '1');
      const members = roster.slice((page - 1) * rosterPageSize, page * rosterPageSize);
      const more = page * rosterPageSize < roster.length;
      response.writeHead(200, {
        'content-type': LTI_MEDIA_TYPES.memberships,
        ...(more && { link: `<${base}/memberships?page=${page + 1}>; rel="next"` }),
      });
      response.end(JSON.stringify({ id: `${base}/memberships`, context: { id: 'course-7' }, members }));
      return;
    }
    if (url.pathname === '/deep-link-return' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      try {
        const { payload, protectedHeader } = await jwtVerify(form.get('JWT') ?? '', await toolKeys(), {
          algorithms: ['RS256'],
          issuer: clientId,
          audience: base,
          requiredClaims: ['exp', 'iat', 'nonce'],
        });
        if (payload[LTI_CLAIMS.messageType] !== LTI_DEEP_LINKING_RESPONSE) throw new Error('message type');
        if (payload[LTI_CLAIMS.version] !== LTI_VERSION) throw new Error('version');
        if (payload[LTI_CLAIMS.deploymentId] !== deploymentId) throw new Error('deployment');
        const items = payload[LTI_CLAIMS.contentItems] as ReceivedDeepLink['items'];
        deepLinks.push({ claims: payload, header: protectedHeader as Record<string, unknown>, items });
        const titles: string[] = [];
        for (const item of items) {
          const id = `link-${links.size + 1}`;
          links.set(id, { custom: item.custom, lineItem: `item-${links.size + 1}`, title: item.title });
          titles.push(`${id}: ${item.title}`);
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><title>Course</title><main><h1>Activity added</h1><p>${titles.join(', ').replace(/[&<>"]/g, '')}</p></main></html>`,
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(`Refused: ${(error as Error).message}`);
      }
      return;
    }
    response.writeHead(404).end();
  }
  // The launches a browser started at /start, by the login hint the platform gave the tool.
  const started = new Map<string, Omit<LaunchOptions, 'nonce'>>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://platform');
    if (['/token', '/memberships', '/deep-link-return'].includes(url.pathname) || url.pathname.startsWith('/lineitems/')) {
      handleService(request, response, url).catch(() => response.writeHead(500).end());
      return;
    }
    if (url.pathname === '/jwks') {
      jwksFetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
      return;
    }
    // A course's link to the tool: the third-party login initiation, as the browser follows it.
    if (url.pathname === '/start' && options.toolUrl) {
      const hint = randomUUID();
      const linkId = url.searchParams.get('link');
      const link = linkId ? links.get(linkId) : undefined;
      started.set(hint, {
        ...(url.searchParams.get('kind') === 'deep-link' && { messageType: LTI_DEEP_LINKING_REQUEST }),
        ...(link && { resourceLinkId: linkId!, custom: link.custom, lineItem: link.lineItem }),
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
    /** Token requests by scope, and whether each was granted. */
    tokenRequests,
    /** The scores the line items received, in order. */
    scores,
    /** The deep-linking responses the return endpoint verified. */
    deepLinks,
    /** The course's resource links made by deep links: id → what a launch of it carries. */
    links,
    /** The members the NRPS endpoint lists, `pageSize` a page. */
    setRoster(members: RosterMember[], pageSize = 2) {
      roster = members;
      rosterPageSize = pageSize;
    },
    /** The next `count` score posts are answered `status` (the LMS is down). */
    failScores(count: number, status = 503) {
      scoreFailures = count;
      scoreStatus = status;
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
        [LTI_CLAIMS.resourceLink]: { id: launch.resourceLinkId ?? 'resource-1', title: 'Studium' },
        [LTI_CLAIMS.roles]: launch.roles ?? [LEARNER_ROLE],
        name: launch.name ?? 'Riya Sen',
        given_name: 'Riya',
        family_name: 'Sen',
        email: launch.email ?? 'riya@lms.test',
      };
      if (launch.context !== null) claims[LTI_CLAIMS.context] = launch.context ?? { id: 'course-7', title: 'Biology 7B' };
      if (launch.azp !== undefined) claims.azp = launch.azp;
      if (launch.custom) claims[LTI_CLAIMS.custom] = launch.custom;
      if (launch.lineItem) {
        claims[LTI_CLAIMS.agsEndpoint] = {
          scope: [LTI_SCOPES.score, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
          lineitems: `${base}/lineitems`,
          lineitem: `${base}/lineitems/${launch.lineItem}`,
        };
      }
      if (launch.memberships !== false && launch.context !== null) {
        claims[LTI_CLAIMS.namesRoleService] = { context_memberships_url: `${base}/memberships`, service_versions: ['2.0'] };
      }
      if (launch.messageType === LTI_DEEP_LINKING_REQUEST) {
        delete claims[LTI_CLAIMS.resourceLink];
        claims[LTI_CLAIMS.deepLinkingSettings] = {
          deep_link_return_url: launch.deepLinkReturnUrl ?? `${base.replace('127.0.0.1', 'localhost')}/deep-link-return`,
          accept_types: launch.acceptTypes ?? ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: false,
          data: launch.deepLinkData ?? 'opaque-data-7',
        };
      }
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
