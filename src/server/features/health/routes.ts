import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../shared/api.schema';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
}
