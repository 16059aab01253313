// Test helper shared by the LLM engine's tests.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { HttpError, engineHttpError } from '../../http-error';
import { EngineError } from '../errors';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai';
import { createLlmEngine } from './llm-engine';
import type { EngineLogger } from './logger';
import type { LlmSettings } from './providers';

export const TEST_KEY = 'sk-test-secret-4f9a1c';

export function recordingLogger() {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  const logger: EngineLogger = { warn: (details, message) => entries.push({ details, message }) };
  return { logger, entries };
}

/**
 * The HTTP answer a call's failure gets, engine errors mapped as the errors plugin maps them (fails
 * the test when the call succeeds or throws something else).
 */
export async function httpFailure(run: () => Promise<unknown>): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EngineError) return engineHttpError(error);
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

export async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

export const VALID_QUIZ = {
  title: 'Quiz: Photosynthesis',
  questions: [
    {
      id: 'a',
      question: 'Which gas do plants take in?',
      type: 'mcq',
      options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
      correctAnswer: 1,
      explanation: 'Plants take in carbon dioxide.',
      source: 'Plants take in carbon dioxide from the air.',
    },
    {
      id: 'b',
      question: 'Why are leaves green?',
      type: 'short_answer',
      correctAnswer: 'Chlorophyll reflects green light.',
      explanation: 'Chlorophyll.',
    },
  ],
};

/**
 * A fake chat-completions server for the file's tests, reset (with the log) before each test, and
 * `engine()`: an LLM engine that calls it without retries (`settings` change the defaults).
 */
export function useFakeOpenAI() {
  const context = {
    fake: undefined as unknown as FakeOpenAI,
    log: recordingLogger(),
    engine: (settings: Partial<LlmSettings> = {}) =>
      createLlmEngine(
        {
          provider: 'openai-compatible',
          model: 'test-model',
          apiKey: TEST_KEY,
          baseUrl: context.fake.baseUrl,
          timeoutMs: 5_000,
          ...settings,
        },
        { logger: context.log.logger, maxRetries: 0 },
      ),
  };
  beforeAll(async () => {
    context.fake = await startFakeOpenAI();
  });
  afterAll(() => context.fake.close());
  beforeEach(() => {
    context.fake.reset();
    context.log.entries.length = 0;
  });
  return context;
}
