import { describe, expect, it } from 'vitest';
import { createLlmEngine } from './llm-engine';
import { TEST_KEY, collect, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const engine = () =>
  createLlmEngine(
    { provider: 'openai-compatible', model: 'test-model', apiKey: TEST_KEY, baseUrl: llm.fake.baseUrl, timeoutMs: 5_000 },
    { logger: llm.log.logger, maxRetries: 0 },
  );

describe('streamTutorReply with a signal', () => {
  it('stops waiting for the provider as soon as the signal aborts, and reports no failure', async () => {
    llm.fake.reply({ hang: true });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const chunks = await collect(engine().tutorReply({ history: [], message: 'Hi' }, { signal: controller.signal }));
    expect(chunks).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(llm.log.entries).toEqual([]);
  });

  it('streams as before when the signal never aborts', async () => {
    llm.fake.reply({ content: '', chunks: ['One. ', 'Two.'] });
    const chunks = await collect(engine().tutorReply({ history: [], message: 'Hi' }, { signal: new AbortController().signal }));
    expect(chunks).toEqual(['One. ', 'Two.']);
  });
});
