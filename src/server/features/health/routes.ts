import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, healthUnavailableSchema, livenessResponseSchema } from '../../../shared/api.schema';
import type { Db } from '../../db/client';
import { databaseReady } from '../../db/ping';
import { DATABASE_RETRY_AFTER_S } from '../../db/unavailable';

interface HealthRoutesOptions {
  db: Db;
}

/**
 * Readiness (`/api/health`: send traffic here only while it answers 200) and liveness
 * (`/api/health/live`: restart the process only when this stops answering; a database outage
 * is not a reason to).
 */
export async function healthRoutes(app: FastifyInstance, { db }: HealthRoutesOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthResponseSchema, 503: healthUnavailableSchema } } },
    async (_request, reply) => {
      if (await databaseReady(db)) return { status: 'ok' as const, database: 'ok' as const };
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.status(503).send({ status: 'unavailable' as const, database: 'unavailable' as const });
    },
  );
  typed.get('/api/health/live', { config: { public: true }, schema: { response: { 200: livenessResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));
}
