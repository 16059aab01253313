import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USAGE_KIND_HEADER, type UsageKind } from '../../../shared/usage';
import { addRouteHooks } from '../../http/route-hooks';
import type { UsageService, UsageTicket } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call against the user's daily limit of this kind (429 once it is used up). */
    usage?: UsageKind;
  }
  interface FastifyRequest {
    usageTicket: UsageTicket | null;
    /**
     * Returns the unit this call spent (at most once; nothing when none was spent; never throws).
     * Error answers give it back by themselves; a streamed reply that ends in an error event calls this.
     */
    giveBackUsage(): Promise<void>;
  }
}

/** Old days' counters are deleted this often (and once shortly after start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PURGE_MS = 60 * 1000;

/**
 * Daily limits for the routes flagged `config: { usage: kind }`. The unit is spent after the body
 * is validated (a 400 costs nothing) and before the handler runs (a 429 costs no AI work); an
 * error answer gives it back.
 */
export const usagePlugin = fp(async (app: FastifyInstance, { usage }: { usage: UsageService }) => {
  app.decorateRequest('usageTicket', null);
  app.decorateRequest('giveBackUsage', async function giveBackUsage(this: FastifyRequest) {
    const ticket = this.usageTicket;
    if (!ticket) return;
    this.usageTicket = null;
    // Best effort: a failed give-back must not turn the answer into another error; the unit stays spent.
    await usage.giveBack(ticket).catch((error: unknown) => this.log.warn({ err: error }, 'giving back a usage unit failed'));
  });

  // Only on the routes that spend (`config.usage`); the rest never pay for a look at it.
  addRouteHooks(app, (route) => Boolean(route.config?.usage), {
    preHandler: (request, reply, done) => {
      const kind = request.routeOptions.config.usage;
      // The session guard runs first, so a flagged route always has its user here.
      if (!kind || !request.user) return done();
      reply.header(USAGE_KIND_HEADER, kind);
      usage.spend(request.user, kind).then((ticket) => {
        request.usageTicket = ticket;
        done();
      }, done);
    },
    // Before the answer leaves, so the client's next look at its limits already sees the unit back.
    onSend: (request, reply, payload, done) => {
      if (reply.statusCode < 400 || !request.usageTicket) return done(null, payload);
      request.giveBackUsage().then(() => done(null, payload), done);
    },
  });

  const purge = () => {
    usage.purge().catch((error: unknown) => app.log.warn({ err: error }, 'purging old usage counters failed'));
  };
  const first = setTimeout(purge, FIRST_PURGE_MS).unref();
  const every = setInterval(purge, PURGE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
});
