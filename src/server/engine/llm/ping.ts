import { APICallError, generateText, RetryError } from 'ai';
import { ADMIN_MESSAGES, type AiTestResult } from '../../../shared/admin';
import type { Config } from '../../config';
import { redact } from './errors';
import { createProviderModel, resolveModelId } from './providers';

/** What the provider said when the call failed: its status and its own words, without the key. */
function providerErrorText(error: unknown, apiKey: string | undefined): string {
  const cause = RetryError.isInstance(error) && error.lastError !== undefined ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ? `HTTP ${cause.statusCode}: ` : '';
    return redact(`${status}${cause.message}`, apiKey);
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return redact(typeof code === 'string' ? `${message} (${code})` : message, apiKey);
}

/**
 * One call of at most one token through the configured provider, for the administrators' Test
 * button: no retry, the usual time limit, no fallback. The offline engine has nothing to call.
 */
export async function pingProvider(ai: Config['ai']): Promise<AiTestResult> {
  if (ai.provider === 'offline') return { ok: false, provider: 'offline', model: null, text: ADMIN_MESSAGES.offlineEngine, ms: 0 };
  const settings = { ...ai, provider: ai.provider };
  const model = resolveModelId(settings);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await generateText({
      model: createProviderModel(settings).model,
      prompt: 'Reply with the single word: ready',
      maxOutputTokens: 1,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(ai.timeoutMs),
    });
    const text = answer.text.trim();
    return {
      ok: true,
      provider: ai.provider,
      model,
      text: text || `(an empty answer; finish reason: ${answer.finishReason})`,
      ms: elapsed(),
    };
  } catch (error) {
    return { ok: false, provider: ai.provider, model, text: providerErrorText(error, ai.apiKey), ms: elapsed() };
  }
}
