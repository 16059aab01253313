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
 * What a JSON answer of the API needs (OWASP's advice for APIs): nothing it carries may load or
 * run anything, be framed, or be read as another type. Shorter than a page's set; most requests
 * are API calls, and every header costs on each of them.
 */
function apiHeaders(pages: Record<string, string>): Record<string, string> {
  const hsts = pages['strict-transport-security'];
  return {
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
  app.addHook('onRequest', (request, reply, done) => {
    const apiAnswer = request.url.startsWith('/api/') && request.routeOptions.url !== BETTER_AUTH_ROUTE;
    reply.headers(apiAnswer ? api : pages);
    done();
  });
});
