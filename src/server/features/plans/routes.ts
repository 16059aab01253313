import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLANS, plansResponseSchema } from '../../../shared/plans';

export async function plansRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/plans',
    { config: { public: true }, schema: { response: { 200: plansResponseSchema } } },
    async () => PLANS,
  );
}
