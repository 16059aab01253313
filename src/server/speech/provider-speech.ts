import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  generateSpeech,
  NoSpeechGeneratedError,
  NoTranscriptGeneratedError,
  type SpeechModel,
  transcribe,
  type TranscriptionModel,
} from 'ai';
import { type Config, ConfigError } from '../config';
import { describeFailure, invalidAnswer, providerFailure } from '../engine/llm/errors';
import type { EngineLogger } from '../engine/llm/logger';

/** Providers whose API has /audio/speech and /audio/transcriptions (OpenAI's protocol). */
type SpeechProviderName = 'openai' | 'openai-compatible';

/** OpenAI's current small models; most OpenAI-compatible servers alias the classic names. */
export const DEFAULT_SPEECH_MODELS: Record<SpeechProviderName, string> = { openai: 'gpt-4o-mini-tts', 'openai-compatible': 'tts-1' };
export const DEFAULT_TRANSCRIPTION_MODELS: Record<SpeechProviderName, string> = {
  openai: 'gpt-4o-mini-transcribe',
  'openai-compatible': 'whisper-1',
};
export const DEFAULT_PROVIDER_VOICE = 'alloy';
const TUTOR_INSTRUCTIONS = 'Speak as a patient, friendly tutor: clearly, warmly and at a calm pace.';

export interface ProviderSpeech {
  /** Undefined when AI_SPEECH_MODEL=offline keeps the built-in voice. */
  speech?: (text: string) => Promise<Uint8Array>;
  transcription: (audio: Buffer) => Promise<string>;
}

const isSpeechProvider = (provider: Config['ai']['provider']): provider is SpeechProviderName =>
  provider === 'openai' || provider === 'openai-compatible';

/**
 * The speech and transcription calls of the configured provider, or undefined when it has no
 * OpenAI-style audio API (offline, Anthropic, Google, Ollama). Calls run under AI_TIMEOUT_MS with
 * one retry, and fail as the LLM engine's calls do (502/503/504 with a message, logged without secrets).
 */
export function createProviderSpeech(ai: Config['ai'], logger: EngineLogger): ProviderSpeech | undefined {
  if (!isSpeechProvider(ai.provider)) return undefined;
  if (ai.provider === 'openai-compatible' && !ai.baseUrl) {
    throw new ConfigError('Invalid configuration:\n  AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
  }
  // An empty key for a compatible server: left undefined, the SDK would send OPENAI_API_KEY to it.
  const apiKey = ai.provider === 'openai-compatible' ? (ai.apiKey ?? '') : ai.apiKey;
  const openai = createOpenAI({ apiKey, baseURL: ai.baseUrl });
  const speechModelId = ai.speechModel ?? DEFAULT_SPEECH_MODELS[ai.provider];
  const voice = ai.speechVoice ?? DEFAULT_PROVIDER_VOICE;
  const transcriptionModel: TranscriptionModel = openai.transcription(ai.transcriptionModel ?? DEFAULT_TRANSCRIPTION_MODELS[ai.provider]);

  async function call<T>(operation: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(ai.timeoutMs);
    try {
      return await run(signal);
    } catch (error) {
      if (isInvalidAnswer(error)) {
        logger.warn({ operation, status: 502, ...describeFailure(error, ai.apiKey) }, 'AI provider returned an invalid answer');
        throw invalidAnswer();
      }
      throw providerFailure(error, { timedOut: signal.aborted, logger, secret: ai.apiKey, operation });
    }
  }

  const speechModel: SpeechModel | undefined = speechModelId === 'offline' ? undefined : openai.speech(speechModelId);
  return {
    speech:
      speechModel &&
      ((text) =>
        call('textToSpeech', async (abortSignal) => {
          const instructions = speechModelId.startsWith('gpt-') ? TUTOR_INSTRUCTIONS : undefined;
          const { audio } = await generateSpeech({
            model: speechModel,
            text,
            voice,
            outputFormat: 'wav',
            instructions,
            abortSignal,
            maxRetries: 1,
          });
          return audio.uint8Array;
        })),
    transcription: (audio) =>
      call('speechToText', async (abortSignal) => {
        const { text } = await transcribe({ model: transcriptionModel, audio, abortSignal, maxRetries: 1 });
        return text;
      }),
  };
}

/** A 2xx answer the SDK could not use (no audio, no text, unparseable JSON): the provider's fault, not its reachability. */
function isInvalidAnswer(error: unknown): boolean {
  if (NoSpeechGeneratedError.isInstance(error) || NoTranscriptGeneratedError.isInstance(error)) return true;
  return APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode >= 200 && error.statusCode < 300;
}
