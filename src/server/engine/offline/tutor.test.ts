import { describe, expect, it } from 'vitest';
import { NOT_IN_NOTES_LINE } from '../../../shared/citation';
import { OFFLINE_TUTOR_MESSAGES, tutorReplyOffline } from './tutor';

const BIOLOGY =
  'Photosynthesis is the process by which green plants make food from light. Plants take in carbon dioxide from the air through their leaves. ' +
  'Chlorophyll in the leaves captures light energy for photosynthesis. The plant releases oxygen as a by-product of photosynthesis. ' +
  'Water reaches the leaves through the roots and the stem.';
const HISTORY = 'The Bastille was stormed on 14 July 1789. The revolution ended the absolute monarchy in France.';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('tutorReplyOffline', () => {
  it('quotes the sentences of the notes that answer the question, names the note, and streams a quote at a time', async () => {
    const chunks = await collect(
      tutorReplyOffline({
        history: [],
        message: 'How does chlorophyll capture light energy?',
        context: [
          { title: 'French Revolution', text: HISTORY },
          { title: 'Biology notes', text: BIOLOGY },
        ],
      }),
    );
    const answer = chunks.join('');
    expect(answer.startsWith(OFFLINE_TUTOR_MESSAGES.leadIn)).toBe(true);
    expect(answer).toContain('From your notes "Biology notes":');
    expect(answer).toContain('> Chlorophyll in the leaves captures light energy for photosynthesis.');
    // The best quote comes first; a sentence about nothing asked is not quoted.
    expect(answer.indexOf('Chlorophyll in the leaves')).toBeLessThan(answer.indexOf('> Photosynthesis is'));
    expect(answer).not.toContain('Bastille');
    expect(answer).not.toContain('roots and the stem');
    expect(answer.endsWith(OFFLINE_TUTOR_MESSAGES.footer)).toBe(true);
    expect(chunks.filter((chunk) => chunk.startsWith('\n> ')).length).toBeGreaterThanOrEqual(2);
  });

  it('says plainly first when the notes it was given say nothing about the question, then defines its key terms', async () => {
    const answer = (
      await collect(
        tutorReplyOffline({ history: [], message: 'What is a volcano?', context: [{ title: 'French Revolution', text: HISTORY }] }),
      )
    ).join('');
    expect(answer.split('\n\n')[0]).toBe(NOT_IN_NOTES_LINE);
    expect(answer).toMatch(/\*\*Key terms:\*\*\n- \*volcano\*: /);
    expect(answer).not.toContain('French Revolution');
    expect(answer).toContain(OFFLINE_TUTOR_MESSAGES.connectProvider);
  });

  it('stops between pieces once its signal aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of tutorReplyOffline(
      { history: [], message: 'photosynthesis', context: [{ title: 'Biology notes', text: BIOLOGY }] },
      { signal: controller.signal },
    )) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });
});
