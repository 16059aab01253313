import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import type { OcrEvent } from '../../../shared/ocr';
import { LLM_MESSAGES } from '../../engine/llm/errors';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { greyPng, whiteRows } from '../../ingest/ocr/test-images';
import { parseEventStream } from '../../test/event-stream';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { limits, summarize } from './usage-test-support';

// An AI provider that really fails: a server on 127.0.0.1 answering 500, started before the app
// reads its address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' });

// The engine retries a 5xx once; the provider's retry-after keeps the test fast.
const serverError = { status: 500, error: 'down', headers: { 'retry-after-ms': '1' } };

const generationsUsed = async (cookie: string) => (await limits(ctx.app, cookie)).body.usage.generations.used;

describe('a call whose AI work fails gives its unit back', () => {
  it('when the AI provider answers 500', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(serverError, serverError);
    const failed = await summarize(ctx.app, cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: LLM_MESSAGES.unreachable });
    expect(fake.requests).toHaveLength(2);
    expect(await generationsUsed(cookie)).toBe(0);

    fake.reply({ content: 'Water evaporates, condenses into clouds and falls as rain.' });
    expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
    expect(await generationsUsed(cookie)).toBe(1);
  });

  it('so failures never use up the day', async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 16; i += 1) fake.reply(serverError, serverError);
    for (let i = 0; i < 16; i += 1) expect((await summarize(ctx.app, cookie)).statusCode).toBe(502);
    expect(await generationsUsed(cookie)).toBe(0);
  });

  it('when an uploaded file is refused after the unit was counted', async () => {
    const { cookie } = await signUp(ctx.app);
    const refused = await upload(ctx.app, '/api/analyzeFile', [{ name: 'notes.exe', data: Buffer.from('MZ not a document') }], { cookie });
    expect(refused.statusCode).toBe(415);
    expect(refused.headers['x-usage-kind']).toBe('generations');
    expect(await generationsUsed(cookie)).toBe(0);
  });

  it('when an image read as a stream of events ends in an error event', async () => {
    const { cookie } = await signUp(ctx.app);
    const blank = greyPng(200, 60, whiteRows(200, 60));
    const response = await upload(ctx.app, '/api/ocrExtract', [{ name: 'blank.png', data: blank }], {
      cookie,
      accept: EVENT_STREAM_MEDIA_TYPE,
    });
    expect(response.statusCode).toBe(200);
    const last = parseEventStream<OcrEvent>(response.body).at(-1);
    expect(last).toMatchObject({ event: 'error', data: { status: 422 } });
    expect(await generationsUsed(cookie)).toBe(0);
  }, 60_000);
});
