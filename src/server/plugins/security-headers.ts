import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet with a CSP the built app passes: our own scripts only, no inline script. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break a plain-http install reached by IP address.
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    // Only meaningful once served over https.
    strictTransportSecurity: opts.https,
  });
});
