import { z } from 'zod';

/** Where the study engine's answers come from; 'offline' needs no key and no network. */
export const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'ollama', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** GET /api/ai/status: what answers the tools, never a key or a provider address. */
export const aiStatusSchema = z.object({
  engine: z.enum(['offline', 'llm']),
  provider: z.enum(AI_PROVIDERS),
  /** The model asked; null for the offline engine. */
  model: z.string().nullable(),
  /** Whether a failed AI call is answered by the offline engine instead. */
  fallback: z.boolean(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
