import { describe, expect, it } from 'vitest';
import { collect, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const { engine } = llm;

describe('streamTutorReply with a signal', () => {
  it('stops waiting for the provider as soon as the signal aborts, and reports no failure', async () => {
    llm.fake.reply({ hang: true });
    const controller = new AbortController();
    // Aborted once the provider holds the request: aborting earlier would leave the request to
    // arrive during the next test and take that test's reply.
    let started = 0;
    const received = setInterval(() => {
      if (llm.fake.requests.length === 0) return;
      clearInterval(received);
      started = Date.now();
      controller.abort();
    }, 5);
    const chunks = await collect(engine().tutorReply({ history: [], message: 'Hi' }, { signal: controller.signal }));
    clearInterval(received);
    expect(chunks).toEqual([]);
    expect(started).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(llm.log.entries).toEqual([]);
  });

  it('streams as before when the signal never aborts', async () => {
    llm.fake.reply({ content: '', chunks: ['One. ', 'Two.'] });
    const chunks = await collect(engine().tutorReply({ history: [], message: 'Hi' }, { signal: new AbortController().signal }));
    expect(chunks).toEqual(['One. ', 'Two.']);
  });
});
