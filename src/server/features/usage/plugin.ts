import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USAGE_KIND_HEADER, type UsageKind } from '../../../shared/usage';
import { addRouteHooks } from '../../http/route-hooks';
import { givesUnitBack } from './give-back-rule';
import type { UsageService, UsageTicket } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call against the user's daily limit of this kind (429 once it is used up). */
    usage?: UsageKind;
    /**
     * With `usage`: the unit is spent only when the handler calls `request.spendUsage()`, for work
     * that needs a provider only sometimes (grading written answers, not multiple choice).
     */
    usageOnDemand?: boolean;
  }
  interface FastifyRequest {
    usageTicket: UsageTicket | null;
    /**
     * Spends the unit of the route's `usage` kind now (at most once; 429 when none is left). For
     * routes with `usageOnDemand`; the others have spent theirs before the handler ran.
     */
    spendUsage(): Promise<void>;
    /**
     * Settles the unit of a call that failed with `status`: given back when the failure was ours
     * (givesUnitBack), kept when it was the request's. At most once; never throws. Error answers
     * settle by themselves; a streamed reply that ends in an error event calls this.
     */
    giveBackUsage(status: number): Promise<void>;
  }
}

/** Old days' counters are deleted this often (and once shortly after start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PURGE_MS = 60 * 1000;

/**
 * Daily limits for the routes flagged `config: { usage: kind }`. The unit is spent after the body
 * is validated (a 400 from the schema costs nothing) and before the handler runs (a 429 costs no AI
 * work), or, with `usageOnDemand`, when the handler asks; an error answer gives it back only when
 * the failure was ours (give-back-rule.ts).
 */
export const usagePlugin = fp(async (app: FastifyInstance, { usage }: { usage: UsageService }) => {
  app.decorateRequest('usageTicket', null);
  app.decorateRequest('spendUsage', async function spendUsage(this: FastifyRequest) {
    const kind = this.routeOptions.config.usage;
    if (!kind || !this.user || this.usageTicket) return;
    this.usageTicket = await usage.spend(this.user, kind);
  });
  app.decorateRequest('giveBackUsage', async function giveBackUsage(this: FastifyRequest, status: number) {
    const ticket = this.usageTicket;
    if (!ticket || !givesUnitBack(status)) return;
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
      // Also on a route that may spend nothing: the client then looks at its limits once too often.
      reply.header(USAGE_KIND_HEADER, kind);
      if (request.routeOptions.config.usageOnDemand) return done();
      usage.spend(request.user, kind).then((ticket) => {
        request.usageTicket = ticket;
        done();
      }, done);
    },
    // Before the answer leaves, so the client's next look at its limits already sees the unit back.
    onSend: (request, reply, payload, done) => {
      if (!request.usageTicket || !givesUnitBack(reply.statusCode)) return done(null, payload);
      request.giveBackUsage(reply.statusCode).then(() => done(null, payload), done);
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
