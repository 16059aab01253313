import { streamText } from 'ai';
import { EngineError } from '../errors';
import { tutorPrompt } from '../prompts/tutor';
import type { TutorReplyInput, TutorReplyOptions } from '../types';
import { invalidAnswer, providerFailure } from './errors';
import { MAX_OUTPUT_TOKENS } from './output-caps';
import type { CallContext } from './structured';
import { currentLanguage } from '../../http/request-language';
import { inLanguage } from '../prompts/common';

/**
 * The tutor's answer as the provider writes it. AI_TIMEOUT_MS bounds the silence before the
 * first chunk and between chunks (not the whole answer, which may rightly take long), and the
 * clock stops while the consumer holds a chunk. When `signal` aborts (nobody reads any more) the
 * provider's generation stops and the stream ends quietly: that is no provider failure.
 */
export async function* streamTutorReply(
  ctx: CallContext,
  input: TutorReplyInput,
  { signal }: TutorReplyOptions = {},
): AsyncIterable<string> {
  if (signal?.aborted) return;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const startClock = () => {
    timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  };
  let written = false;
  startClock();
  try {
    const { instructions, messages } = tutorPrompt(input);
    const result = streamText({
      model: ctx.provider.model,
      instructions: inLanguage(instructions, currentLanguage()),
      messages,
      abortSignal: controller.signal,
      maxRetries: ctx.maxRetries,
      maxOutputTokens: MAX_OUTPUT_TOKENS.tutorReply,
      // Errors arrive as stream parts below; the default handler would print them to the console.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === 'error') throw part.error;
      if (part.type === 'abort') throw new Error('The tutor stream was aborted.');
      if (part.type !== 'text-delta' || !part.text) continue;
      clearTimeout(timer);
      written = true;
      yield part.text;
      startClock();
    }
    if (!written) throw invalidAnswer();
  } catch (error) {
    if (signal?.aborted) return;
    if (error instanceof EngineError) ctx.logger.warn({ operation: 'tutorReply' }, 'AI provider returned an empty answer');
    throw providerFailure(error, { timedOut: controller.signal.aborted, logger: ctx.logger, secret: ctx.secret, operation: 'tutorReply' });
  } finally {
    signal?.removeEventListener('abort', stop);
    clearTimeout(timer);
    // Also stops the provider's generation when the consumer stops reading early.
    controller.abort();
  }
}
