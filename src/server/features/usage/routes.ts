import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageLimitsSchema } from '../../../shared/usage.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { storageUsage } from '../../storage/usage';
import type { UsageService } from './service';

export async function usageRoutes(app: FastifyInstance, { usage, db }: { usage: UsageService; db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/limits', { schema: { response: { 200: usageLimitsSchema } } }, async (request) => {
    const user = currentUser(request);
    const [daily, storage] = await Promise.all([usage.limits(user), storageUsage(db, user.id, user.plan)]);
    return { ...daily, storage };
  });
}
