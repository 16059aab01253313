import type { FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, ORDER_LIMITS } from '../../../shared/billing';
import { tooManyRequests } from '../../http-error';

/**
 * @fastify/rate-limit settings for POST /api/create-order: per signed-in user (counted in the
 * database, so across instances), after the session guard has named the user.
 */
export function orderRateLimit() {
  return {
    max: ORDER_LIMITS.perUser,
    timeWindow: ORDER_LIMITS.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? ''}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(BILLING_MESSAGES.orderLimit(seconds));
    },
  };
}
