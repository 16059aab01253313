import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import { todayPlanSchema, todayQuerySchema } from '../../../shared/today.schema';
import { currentUser } from '../../auth/plugin';
import { type TodayDeps, todayService } from './service';

/** GET /api/today: the dashboard's first panel, what to study today within the student's minutes (decision 070). */
export async function todayRoutes(app: FastifyInstance, deps: TodayDeps) {
  const service = todayService(deps);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/today',
      { schema: { querystring: todayQuerySchema, response: { 200: todayPlanSchema, 400: errorResponseSchema } } },
      async (request) => service.plan(currentUser(request).id, request.query.day, request.query.tz),
    );
}
