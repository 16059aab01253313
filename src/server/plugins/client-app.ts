import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { PRERENDERED_DIR, PRERENDERED_PAGES } from '../../shared/prerendered-pages';
import type { SiteInfo } from '../../shared/site-info';
import { clientPages } from './client-pages';

/**
 * Serves the built React app: hashed assets cached forever (pre-compressed br/gzip beside them),
 * index.html never cached, and every other non-API GET answered with index.html (client routing).
 * The public pages pre-rendered at build time (shared/prerendered-pages.ts) are answered with their
 * own HTML, so they paint before the JavaScript loads.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { root: string; siteInfo: SiteInfo }) => {
  const hasClient = existsSync(`${opts.root}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      // HTML goes out through sendApp, with this server's site details in place of the build's tokens.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Path → pre-rendered file, for the pages whose file the build wrote (an older build has none).
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES)
      .map(([page, name]) => [page, `${PRERENDERED_DIR}/${name}.html`] as const)
      .filter(([, file]) => existsSync(`${opts.root}/${file}`)),
  );
  const sendPage = clientPages(opts.root, opts.siteInfo);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const file = prerendered.get(request.url.split('?')[0] ?? request.url) ?? 'index.html';
    return sendPage(request, reply, file);
  };
  // The static handler would answer the root directory itself with 403.
  if (hasClient) app.get('/', sendApp);

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && hasClient) return sendApp(request, reply);
    const message = request.url.startsWith('/api/') ? MESSAGES.routeNotFound : MESSAGES.notFound;
    return reply.status(404).send({ message, code: ERROR_CODES.notFound });
  });
});
