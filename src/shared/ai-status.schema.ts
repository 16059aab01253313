import { z } from 'zod';
import { AI_PROVIDERS, type AiStatus } from './ai-status';

export const aiStatusSchema = z.object({
  engine: z.enum(['offline', 'llm']),
  provider: z.enum(AI_PROVIDERS),
  model: z.string().nullable(),
  fallback: z.boolean(),
}) satisfies z.ZodType<AiStatus>;
