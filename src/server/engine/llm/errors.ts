import { APICallError, LoadAPIKeyError, RetryError } from 'ai';
import { EngineError } from '../errors';
import type { EngineLogger } from './logger';

export const LLM_MESSAGES = {
  invalidAnswer: 'The AI provider returned an invalid answer. Please try again.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  refused: 'The AI provider refused the request: check AI_API_KEY.',
  rateLimited: 'The AI provider is busy (rate limit). Please try again in a minute.',
  unreachable: 'The AI provider could not be reached.',
} as const;

/** The SDK wraps retried failures; the last attempt's error says what went wrong. */
function underlying(error: unknown): unknown {
  return RetryError.isInstance(error) && error.lastError !== undefined ? error.lastError : error;
}

/** An answer the provider sent that cannot be used (wrong shape, empty, not audio). */
export const invalidAnswer = () => new EngineError('provider_failed', LLM_MESSAGES.invalidAnswer);

/** The student's error for a failed provider call; `timedOut` when our own deadline aborted it. */
function toProviderError(error: unknown, timedOut: boolean): EngineError {
  if (error instanceof EngineError) return error;
  if (timedOut) return new EngineError('provider_timeout', LLM_MESSAGES.timeout);
  const cause = underlying(error);
  if (LoadAPIKeyError.isInstance(cause)) return new EngineError('provider_failed', LLM_MESSAGES.refused);
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) return new EngineError('provider_failed', LLM_MESSAGES.refused);
    if (cause.statusCode === 429) return new EngineError('provider_busy', LLM_MESSAGES.rateLimited);
  }
  return new EngineError('provider_failed', LLM_MESSAGES.unreachable);
}

const MAX_DETAIL = 500;

/** Removes the key (and anything shaped like one) from text that may echo it. */
export function redact(text: string, secret: string | undefined): string {
  const withoutKey = secret ? text.split(secret).join('[redacted]') : text;
  return withoutKey.replace(/\b(sk|key|api[-_]?key)[-_=:]\s*[\w.*-]{6,}/gi, '$1-[redacted]').slice(0, MAX_DETAIL);
}

/** What the log may know about a failure: no stack, no request body (the student's text), no key. */
export function describeFailure(error: unknown, secret: string | undefined): Record<string, unknown> {
  const cause = underlying(error);
  const details: Record<string, unknown> = {};
  if (cause instanceof Error) {
    details.errorName = cause.name;
    details.errorMessage = redact(cause.message, secret);
  } else {
    details.errorMessage = redact(String(cause), secret);
  }
  if (APICallError.isInstance(cause)) {
    details.statusCode = cause.statusCode;
    details.url = redact(cause.url.split('?')[0] ?? '', secret);
    if (cause.responseBody) details.responseBody = redact(cause.responseBody, secret);
  }
  return details;
}

/** Logs the failure for the administrator, then gives the student's error. */
export function providerFailure(
  error: unknown,
  { timedOut, logger, secret, operation }: { timedOut: boolean; logger: EngineLogger; secret?: string; operation: string },
): EngineError {
  const engineError = toProviderError(error, timedOut);
  if (!(error instanceof EngineError)) {
    logger.warn({ operation, kind: engineError.kind, ...describeFailure(error, secret) }, 'AI provider call failed');
  }
  return engineError;
}
