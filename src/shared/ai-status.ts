// Where the study engine's answers come from, shared by the server's config and the status route.

/** 'offline' needs no key and no network. */
export const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'ollama', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** GET /api/ai/status: what answers the tools, never a key or a provider address. */
export interface AiStatus {
  engine: 'offline' | 'llm';
  provider: AiProvider;
  /** The model asked; null for the offline engine. */
  model: string | null;
  /** Whether a failed AI call is answered by the offline engine instead. */
  fallback: boolean;
}
