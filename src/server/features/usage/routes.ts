import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageLimitsSchema } from '../../../shared/usage.schema';
import { currentUser } from '../../auth/plugin';
import type { UsageService } from './service';

export async function usageRoutes(app: FastifyInstance, { usage }: { usage: UsageService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/limits', { schema: { response: { 200: usageLimitsSchema } } }, async (request) => usage.limits(currentUser(request)));
}
