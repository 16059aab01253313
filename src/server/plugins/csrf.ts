import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/api';
import { forbidden } from '../http-error';
import { READ_METHODS } from '../http/route-hooks';
import { syncHook } from '../http/sync-hook';

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses state-changing requests that a page outside our trusted origins started. Every unsafe
 * method is checked whatever its path: a path test on the raw URL misses spellings the router
 * still sends to an API route.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { trustedOrigins: string[]; exemptPaths?: string[] }) => {
  const trusted = new Set(opts.trustedOrigins);
  // Server-to-server callbacks (payment webhooks) carry no cookie and no Origin; they prove who
  // sent them with a signature instead. Matched exactly: any other spelling is still checked.
  const exempt = new Set(opts.exemptPaths ?? []);
  app.addHook(
    'onRequest',
    syncHook((request) => {
      if (READ_METHODS.has(request.method)) return;
      if (exempt.has(request.url)) return;
      const origin = requestOrigin(request);
      if (!origin || !trusted.has(origin)) throw forbidden(MESSAGES.forbiddenOrigin);
    }),
  );
});
