import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { type Config, ConfigError } from '../../config';

export type LlmProvider = Exclude<Config['ai']['provider'], 'offline'>;
export type LlmSettings = Omit<Config['ai'], 'provider'> & { provider: LlmProvider };

/** Small, fast models that follow JSON instructions well; AI_MODEL overrides. */
const DEFAULT_MODELS: Record<Exclude<LlmProvider, 'openai-compatible'>, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
  ollama: 'llama3.2',
};

const OLLAMA_BASE_URL = 'http://127.0.0.1:11434/v1';

/**
 * How a provider is asked for JSON. 'schema': it constrains the answer to our JSON schema.
 * 'json': it promises some JSON object (Ollama). 'text': nothing is sent, because servers
 * behind "OpenAI-compatible" differ in which response_format they accept (some reject
 * json_object, some json_schema); the prompt describes the shape and we validate either way.
 */
export type JsonMode = 'schema' | 'json' | 'text';

export interface ProviderModel {
  model: LanguageModel;
  jsonMode: JsonMode;
  /** Provider options for structured calls. */
  structuredOptions?: Record<string, Record<string, boolean>>;
}

export function resolveModelId(ai: LlmSettings): string {
  if (ai.model) return ai.model;
  if (ai.provider === 'openai-compatible')
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: is required when AI_PROVIDER is openai-compatible');
  return DEFAULT_MODELS[ai.provider];
}

/** The AI SDK model for the configured provider; the chat-completions API for every OpenAI-like one. */
export function createProviderModel(ai: LlmSettings): ProviderModel {
  const modelId = resolveModelId(ai);
  const { apiKey, baseUrl: baseURL } = ai;
  switch (ai.provider) {
    case 'openai':
      // Strict schemas demand every property be required; ours have optional ones.
      return {
        model: createOpenAI({ apiKey, baseURL }).chat(modelId),
        jsonMode: 'schema',
        structuredOptions: { openai: { strictJsonSchema: false } },
      };
    case 'anthropic':
      return { model: createAnthropic({ apiKey, baseURL })(modelId), jsonMode: 'schema' };
    case 'google':
      return { model: createGoogleGenerativeAI({ apiKey, baseURL })(modelId), jsonMode: 'schema' };
    case 'ollama':
      return {
        model: createOpenAICompatible({ name: 'ollama', baseURL: baseURL ?? OLLAMA_BASE_URL, apiKey }).chatModel(modelId),
        jsonMode: 'json',
      };
    case 'openai-compatible':
      if (!baseURL) throw new ConfigError('Invalid configuration:\n  AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
      return { model: createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey }).chatModel(modelId), jsonMode: 'text' };
  }
}
