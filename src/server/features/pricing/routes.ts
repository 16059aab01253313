import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLANS } from '../../../shared/pricing';
import { plansResponseSchema } from '../../../shared/pricing.schema';

export async function pricingRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/plans', { config: { public: true }, schema: { response: { 200: plansResponseSchema } } }, async () => PLANS);
}
