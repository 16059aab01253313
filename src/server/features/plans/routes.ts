import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLANS } from '../../../shared/plans';
import { plansResponseSchema } from '../../../shared/plans.schema';

export async function plansRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/plans',
    { config: { public: true }, schema: { response: { 200: plansResponseSchema } } },
    async () => PLANS,
  );
}
