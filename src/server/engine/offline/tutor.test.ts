import { describe, expect, it } from 'vitest';
import { extractiveSummary } from './summarize';
import { OFFLINE_TUTOR_MESSAGES, tutorReplyOffline } from './tutor';

const BIOLOGY =
  'Photosynthesis is the process by which green plants make food from light. Plants take in carbon dioxide from the air through their leaves. ' +
  'Chlorophyll in the leaves captures light energy for photosynthesis. The plant releases oxygen as a by-product of photosynthesis. ' +
  'Water reaches the leaves through the roots and the stem.';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('tutorReplyOffline', () => {
  it('streams a multi-sentence answer sentence by sentence; the deltas add up to the whole answer', async () => {
    const sentences = extractiveSummary(BIOLOGY);
    expect(sentences.length).toBeGreaterThan(1);
    const chunks = await collect(
      tutorReplyOffline({
        history: [],
        message: 'How does photosynthesis use light?',
        context: [{ title: 'Biology notes', text: BIOLOGY }],
      }),
    );
    expect(chunks.join('')).toBe(
      `Here is what your material says about this:\n\n**Biology notes:** ${sentences.join(' ')}\n\n${OFFLINE_TUTOR_MESSAGES.footer}`,
    );
    // The lead-in, each sentence of the passage, and the footer: one delta each.
    expect(chunks).toHaveLength(sentences.length + 2);
    expect(chunks.slice(1, -1).map((chunk) => chunk.replace(/^\n\n\*\*Biology notes:\*\* | $/g, '').trim())).toEqual(sentences);
  });

  it('stops between sentences once its signal aborts', async () => {
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
