import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import { OCR_MESSAGES, type OcrEvent } from '../../../shared/ocr';
import { LLM_MESSAGES } from '../../engine/llm/errors';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import {
  badRequest,
  notFound,
  tooLarge,
  tooManyRequests,
  unavailable,
  unprocessable,
  unsupportedMediaType,
  upstreamFailed,
  upstreamTimeout,
} from '../../http-error';
import { sendEventStream } from '../../http/event-stream';
import { tooComplex } from '../../ingest/parsing/parse-failures';
import { greyPng, whiteRows } from '../../ingest/ocr/test-images';
import { parseEventStream } from '../../test/event-stream';
import { request, signUp, upload, useTestApp } from '../../test/test-app';
import { limits, summarize } from './usage-test-support';

// An AI provider that really fails: a server on 127.0.0.1, started before the app reads its
// address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The failures a metered call can end in, each as the code that gives it. */
const FAILURES = {
  badInput: () => badRequest('Please enter some text.'),
  notFound: () => notFound('Note not found.'),
  tooLarge: () => tooLarge('The file is too large.'),
  wrongType: () => unsupportedMediaType('This type of file is not supported.'),
  nothingToWorkFrom: () => unprocessable('There is not enough material.', ERROR_CODES.noMaterial),
  slowPdf: () => tooComplex('pdf'),
  hugeImage: () => unprocessable(OCR_MESSAGES.tooSlow),
  tooManyAtOnce: () => tooManyRequests('Wait for your other files.', ERROR_CODES.jobsInProgress),
  engineCrash: () => new Error('Cannot read properties of undefined'),
  providerFailed: () => upstreamFailed(LLM_MESSAGES.unreachable),
  providerBusy: () => unavailable(LLM_MESSAGES.rateLimited),
  providerTimeout: () => upstreamTimeout(LLM_MESSAGES.timeout),
} as const;
type Failure = keyof typeof FAILURES;

// Metered routes that fail as asked, answered plainly or as a stream that ends in an error event.
function failingRoutes(app: FastifyInstance) {
  app.post('/api/test/fail', { config: { usage: 'generations' } }, async (req) => {
    throw FAILURES[(req.body as { failure: Failure }).failure]();
  });
  app.post('/api/test/fail-stream', { config: { usage: 'generations' } }, async (req, reply) => {
    const { failure } = req.body as { failure: Failure };
    return sendEventStream(reply, async function* () {
      yield { event: 'progress', data: 0.5 };
      throw FAILURES[failure]();
    });
  });
}

const ctx = useTestApp(
  { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '500' },
  { routes: failingRoutes },
);

// The engine retries a 5xx once; the provider's retry-after keeps the test fast.
const serverError = { status: 500, error: 'down', headers: { 'retry-after-ms': '1' } };

const generationsUsed = async (cookie: string) => (await limits(ctx.app, cookie)).body.usage.generations.used;

const fail = (cookie: string, failure: Failure, stream = false) =>
  request(ctx.app, { method: 'POST', url: stream ? '/api/test/fail-stream' : '/api/test/fail', payload: { failure }, headers: { cookie } });

describe('a failed call gives its unit back only when the failure was ours', () => {
  it.each([
    ['engineCrash', 500],
    ['providerFailed', 502],
    ['providerBusy', 503],
    ['providerTimeout', 504],
  ] as const)('%s (%i): given back', async (failure, status) => {
    const { cookie } = await signUp(ctx.app);
    const response = await fail(cookie, failure);
    expect(response.statusCode).toBe(status);
    expect(await generationsUsed(cookie)).toBe(0);
  });

  it.each([
    ['badInput', 400],
    ['notFound', 404],
    ['tooLarge', 413],
    ['wrongType', 415],
    ['nothingToWorkFrom', 422],
    ['slowPdf', 422],
    ['hugeImage', 422],
    ['tooManyAtOnce', 429],
  ] as const)('%s (%i): kept', async (failure, status) => {
    const { cookie } = await signUp(ctx.app);
    const response = await fail(cookie, failure);
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-usage-kind']).toBe('generations');
    expect(await generationsUsed(cookie)).toBe(1);
  });

  it('the same rule for a stream that ends in an error event: a provider failure gives back, a slow PDF keeps', async () => {
    const { cookie } = await signUp(ctx.app);
    const provider = await fail(cookie, 'providerFailed', true);
    expect(parseEventStream(provider.body).at(-1)).toMatchObject({ event: 'error', data: { status: 502 } });
    expect(await generationsUsed(cookie)).toBe(0);
    const slow = await fail(cookie, 'slowPdf', true);
    expect(parseEventStream(slow.body).at(-1)).toMatchObject({ event: 'error', data: { status: 422 } });
    expect(await generationsUsed(cookie)).toBe(1);
  });
});

describe('on the real routes', () => {
  it('the AI provider answering 500 gives the unit back, so failures never use up the day', async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 16; i += 1) fake.reply(serverError, serverError);
    for (let i = 0; i < 16; i += 1) {
      const failed = await summarize(ctx.app, cookie);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ message: LLM_MESSAGES.unreachable });
    }
    expect(fake.requests).toHaveLength(32);
    expect(await generationsUsed(cookie)).toBe(0);

    fake.reply({ content: 'Water evaporates, condenses into clouds and falls as rain.' });
    expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
    expect(await generationsUsed(cookie)).toBe(1);
  });

  it('the AI provider not answering in time (504) gives the unit back', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply({ hang: true });
    const failed = await summarize(ctx.app, cookie);
    expect(failed.statusCode).toBe(504);
    expect(failed.json()).toMatchObject({ message: LLM_MESSAGES.timeout });
    expect(await generationsUsed(cookie)).toBe(0);
  });

  it('an uploaded file refused for its type after the unit was counted keeps it', async () => {
    const { cookie } = await signUp(ctx.app);
    const refused = await upload(ctx.app, '/api/analyzeFile', [{ name: 'notes.exe', data: Buffer.from('MZ not a document') }], { cookie });
    expect(refused.statusCode).toBe(415);
    expect(refused.headers['x-usage-kind']).toBe('generations');
    expect(await generationsUsed(cookie)).toBe(1);
  });

  it('an image read as a stream of events that holds no text (422) keeps it', async () => {
    const { cookie } = await signUp(ctx.app);
    const blank = greyPng(200, 60, whiteRows(200, 60));
    const response = await upload(ctx.app, '/api/ocrExtract', [{ name: 'blank.png', data: blank }], {
      cookie,
      accept: EVENT_STREAM_MEDIA_TYPE,
    });
    expect(response.statusCode).toBe(200);
    const last = parseEventStream<OcrEvent>(response.body).at(-1);
    expect(last).toMatchObject({ event: 'error', data: { status: 422 } });
    expect(await generationsUsed(cookie)).toBe(1);
  }, 60_000);
});
