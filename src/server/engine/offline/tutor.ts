import type { ContextPassage } from '../../../shared/context-passage';
import type { TutorReplyInput, TutorReplyOptions } from '../types';
import { extractiveSummary } from './summarize';

const MAX_PASSAGES = 3;

export const OFFLINE_TUTOR_MESSAGES = {
  noContext:
    'The offline tutor answers from your own notes: open a note, summary or document and ask about it, and I will point you to the parts that matter.',
  connectProvider:
    'For conversational answers, explanations of new topics and follow-up questions, ask the administrator to connect an AI provider.',
  footer: '_Answered by the offline tutor from your notes; an AI provider gives conversational answers._',
} as const;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

/** The passages sharing the most words with the question; all of them when none does. */
function relevantPassages(message: string, context: ContextPassage[]): ContextPassage[] {
  const asked = words(message);
  const scored = context
    .map((passage, index) => ({ passage, index, score: [...words(passage.text)].filter((w) => asked.has(w)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const matching = scored.filter((s) => s.score > 0);
  return (matching.length ? matching : scored).slice(0, MAX_PASSAGES).map((s) => s.passage);
}

/** The answer as pieces, each one sentence with the spacing before it: computed passage by passage. */
function* answerPieces({ message, context }: TutorReplyInput): Generator<string> {
  const passages = context?.length ? relevantPassages(message, context) : [];
  let answered = false;
  for (const passage of passages) {
    const sentences = extractiveSummary(passage.text);
    if (!sentences.length) continue;
    if (!answered) yield 'Here is what your material says about this:';
    answered = true;
    for (const [i, sentence] of sentences.entries()) yield i === 0 ? `\n\n**${passage.title}:** ${sentence}` : ` ${sentence}`;
  }
  if (answered) {
    yield `\n\n${OFFLINE_TUTOR_MESSAGES.footer}`;
  } else {
    yield OFFLINE_TUTOR_MESSAGES.noContext;
    yield `\n\n${OFFLINE_TUTOR_MESSAGES.connectProvider}`;
  }
}

/**
 * No model offline, so no conversation: the honest answer is what the student's own material
 * says (its central sentences, cited by title), or how to get a real tutor when there is none.
 * Streamed a sentence at a time, as a provider streams, so the client behaves the same with and
 * without one; it stops between sentences once `signal` aborts.
 */
export async function* tutorReplyOffline(input: TutorReplyInput, { signal }: TutorReplyOptions = {}): AsyncIterable<string> {
  for (const piece of answerPieces(input)) {
    if (signal?.aborted) return;
    yield piece;
    // Lets each sentence reach the client before the next one is computed.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
