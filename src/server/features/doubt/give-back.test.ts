import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Doubt } from '../../../shared/doubt';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { signUp, useTestApp } from '../../test/test-app';
import { createNote, doubtsUsed, get, solve } from './doubt-test-support';

// An AI provider on 127.0.0.1, started before the app reads its address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' });

// The engine retries a 5xx once; the provider's retry-after keeps the test fast.
const serverError = { status: 500, error: 'down', headers: { 'retry-after-ms': '1' } };
const reply = (answer: string) => ({ content: JSON.stringify({ answer, simpleAnswer: 'Green leaves catch sunlight to make food.' }) });

describe('with an AI provider', () => {
  it('a doubt whose provider fails answers 502, gives its unit back and stores nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(serverError, serverError);
    const failed = await solve(ctx.app, cookie, { question: 'What is osmosis?', difficulty: 'medium' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('upstream_failed');
    expect(await doubtsUsed(ctx.app, cookie)).toBe(0);
    expect((await get(ctx.app, cookie, '/api/doubts')).json()).toEqual([]);
  });

  it("passes the user's notes to the model and cites the ones its answer names", async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await createNote(ctx.app, cookie, 'Plant biology', 'Chlorophyll absorbs red and blue light and reflects green light.');
    fake.reply(reply('1. Chlorophyll reflects green light (from *Plant biology*).\n2. So leaves look green.'));
    const response = await solve(ctx.app, cookie, { question: 'Why are leaves green?', difficulty: 'easy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('Title: Plant biology');
    const doubt = response.json<Doubt>();
    expect(doubt.citations).toEqual([{ kind: 'note', id: note.id, title: 'Plant biology' }]);
    expect(doubt.answer.startsWith('1. Chlorophyll')).toBe(true);
    expect(await doubtsUsed(ctx.app, cookie)).toBe(1);
  });

  it('an answer that uses no note is preceded by the plain notice', async () => {
    const { cookie } = await signUp(ctx.app);
    fake.reply(reply('1. Water moves through a membrane.\n2. It goes towards more salt.'));
    const doubt = (await solve(ctx.app, cookie, { question: 'What is osmosis?', difficulty: 'easy' })).json<Doubt>();
    expect(doubt.answer).toMatch(/^\*I found nothing about this in your notes, so here is a general answer\.\*\n\n1\. Water/);
    expect(doubt.citations).toEqual([]);
  });
});
