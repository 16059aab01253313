import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MESSAGES } from '../../shared/api';

/**
 * Serves the built React app: hashed assets cached forever (pre-compressed br/gzip beside them),
 * index.html never cached, and every other non-API GET answered with index.html (client routing).
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasClient = existsSync(`${opts.root}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The static handler would answer the root directory itself with 403.
  if (hasClient) app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && hasClient) return sendApp(reply);
    const message = request.url.startsWith('/api/') ? MESSAGES.routeNotFound : MESSAGES.notFound;
    return reply.status(404).send({ message, code: ERROR_CODES.notFound });
  });
});
