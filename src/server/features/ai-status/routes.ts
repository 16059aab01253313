import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AiStatus } from '../../../shared/ai-status';
import { aiStatusSchema } from '../../../shared/ai-status.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import type { Config } from '../../config';
import { resolveModelId } from '../../engine/llm/providers';

/** What answers the study tools; deliberately no key and no base URL (it may embed credentials). */
export function aiStatus(ai: Config['ai']): AiStatus {
  if (ai.provider === 'offline') return { engine: 'offline', provider: 'offline', model: null, fallback: false };
  return {
    engine: 'llm',
    provider: ai.provider,
    model: resolveModelId({ ...ai, provider: ai.provider }),
    fallback: ai.fallback === 'offline',
  };
}

export async function aiStatusRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const status = aiStatus(config.ai);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/ai/status', { schema: { response: { 200: aiStatusSchema, 401: errorResponseSchema } } }, async () => status);
}
