import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Razorpay's checkout: its script, the frames it opens and the calls it makes (only with Razorpay keys). */
const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

interface HeaderOptions {
  https: boolean;
  /** Allow Razorpay's checkout (a deployment with Razorpay keys). */
  razorpay?: boolean;
  /**
   * The registered learning platforms' origins (LTI, decision 075): the app's pages may be framed by
   * them and by nothing else; with none registered, by nothing at all.
   */
  frameAncestors?: () => readonly string[];
}

function helmetOptions({ https, razorpay = false }: HeaderOptions): Parameters<typeof helmet>[0] {
  const extra = (list: string[]) => (razorpay ? list : []);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra(RAZORPAY_SOURCES.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", ...extra(RAZORPAY_SOURCES.connect)],
        frameSrc: ["'self'", ...extra(RAZORPAY_SOURCES.frame)],
        // The installable app: its service worker (/sw.js) and web app manifest (decision 076).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break a plain-http install reached by IP address.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Only meaningful once served over https.
    strictTransportSecurity: https,
  };
}

/** Runs helmet once against a recording response and returns the headers it sets. */
function helmetHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(helmetOptions(options))({} as IncomingMessage, recorder, () => {});
  return headers;
}

/**
 * No cache (a shared proxy's, or the browser's back-button and disk cache on a shared computer)
 * keeps an API answer: most carry one student's data. Routes that want revalidation set their own
 * (cached lists and audio clips: `private, no-cache` with an ETag); public answers are small and
 * change (health), so one rule covers them too.
 */
const API_CACHE_CONTROL = { 'cache-control': 'no-store' };

/**
 * What a JSON answer of the API needs (OWASP's advice for APIs): nothing it carries may load or
 * run anything, be framed, be read as another type, or be stored. Shorter than a page's set; most
 * requests are API calls, and every header costs on each of them.
 */
function apiHeaders(pages: Record<string, string>): Record<string, string> {
  const hsts = pages['strict-transport-security'];
  return {
    ...API_CACHE_CONTROL,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** better-auth's catch-all can answer with its own HTML page (an OAuth error), so it gets a page's headers. */
const BETTER_AUTH_ROUTE = '/api/auth/*';

/**
 * Helmet's headers with a CSP the built app passes (our own scripts only, no inline script) for
 * pages, and a short locked-down set for the API's answers. They are the same for every response,
 * so they are computed once: building helmet per request (as @fastify/helmet does) cost a third of
 * a bare request's time.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: HeaderOptions) => {
  const pages = helmetHeaders(opts);
  const api = apiHeaders(pages);
  // better-auth's answers (its session, with the user) are API answers all the same for caches.
  const betterAuth = { ...pages, ...API_CACHE_CONTROL };
  let framed = { key: '', headers: pages };
  /** The pages' headers with the platforms as frame ancestors, made again only when the platforms change. */
  const pagesFor = (origins: readonly string[]) => {
    if (!origins.length) return pages;
    const key = origins.join(' ');
    if (framed.key !== key) {
      const { 'x-frame-options': _deny, ...rest } = pages;
      const csp = pages['content-security-policy']!.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${key}`);
      framed = { key, headers: { ...rest, 'content-security-policy': csp } };
    }
    return framed.headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const headers = !request.url.startsWith('/api/')
      ? pagesFor(opts.frameAncestors?.() ?? [])
      : request.routeOptions.url === BETTER_AUTH_ROUTE
        ? betterAuth
        : api;
    reply.headers(headers);
    done();
  });
});
