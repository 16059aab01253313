import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { summarizeRequestSchema, summarizeResponseSchema } from '../../../shared/engine.schema';
import type { StudyEngine } from '../../engine/study-engine';
import { summariesService } from './service';

export async function summariesRoutes(app: FastifyInstance, { engine }: { engine: StudyEngine }) {
  const service = summariesService(engine);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/summarize',
    { schema: { body: summarizeRequestSchema, response: { 200: summarizeResponseSchema } } },
    async (request) => service.summarize(request.body),
  );
}
