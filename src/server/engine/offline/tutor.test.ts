import { describe, expect, it } from 'vitest';
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

  it('says plainly first when the notes it was given say nothing about the question, defines the word asked about, and offers next steps', async () => {
    const answer = (
      await collect(
        tutorReplyOffline({ history: [], message: 'What is a volcano?', context: [{ title: 'French Revolution', text: HISTORY }] }),
      )
    ).join('');
    expect(answer.split('\n\n')[0]).toBe(OFFLINE_TUTOR_MESSAGES.notInNotes);
    expect(answer).toContain('The dictionary defines *volcano* as: ');
    expect(answer).not.toContain('French Revolution');
    expect(answer.endsWith(OFFLINE_TUTOR_MESSAGES.nextSteps)).toBe(true);
  });

  it('promises no general answer it cannot give: a question that is not a definition gets the notice and the next steps only', async () => {
    const answer = (await collect(tutorReplyOffline({ history: [], message: 'What caused World War I?', context: [] }))).join('');
    expect(answer).toBe(`${OFFLINE_TUTOR_MESSAGES.notInNotes}\n\n${OFFLINE_TUTOR_MESSAGES.nextSteps}`);
    expect(answer).not.toContain('here is a general answer');
  });

  it('works math out with the offline solver instead of searching the notes for it', async () => {
    const answer = (
      await collect(
        tutorReplyOffline({
          history: [],
          message: 'How do I find the derivative of x^3 + 2x?',
          context: [{ title: 'Biology notes', text: BIOLOGY }],
        }),
      )
    ).join('');
    expect(answer).toMatch(/\*\*Answer:\*\* .*= 3\{ x\}\^\{2\} \+ 2\$/);
    expect(answer).toMatch(/^1\. /m);
    expect(answer).not.toContain(OFFLINE_TUTOR_MESSAGES.notInNotes);
    expect(answer).not.toContain('Biology notes');
    expect(answer.endsWith(OFFLINE_TUTOR_MESSAGES.mathFooter)).toBe(true);
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
