import type { ContextPassage } from '../../../shared/context-passage';
import type { TutorReplyInput } from '../types';
import { summarizeOffline } from './summarize';

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

/**
 * No model offline, so no conversation: the honest answer is what the student's own material
 * says (its central sentences, cited by title), or how to get a real tutor when there is none.
 */
export async function* tutorReplyOffline({ message, context }: TutorReplyInput): AsyncIterable<string> {
  const paragraphs: string[] = [];
  const passages = context?.length ? relevantPassages(message, context) : [];
  for (const passage of passages) {
    const summary = summarizeOffline(passage.text, 'summary');
    if (summary) paragraphs.push(`**${passage.title}:** ${summary}`);
  }
  if (paragraphs.length) {
    paragraphs.unshift('Here is what your material says about this:');
    paragraphs.push(OFFLINE_TUTOR_MESSAGES.footer);
  } else {
    paragraphs.push(OFFLINE_TUTOR_MESSAGES.noContext, OFFLINE_TUTOR_MESSAGES.connectProvider);
  }
  // Chunked like a provider's stream, so the client handles both the same way.
  for (const [i, paragraph] of paragraphs.entries()) yield i === 0 ? paragraph : `\n\n${paragraph}`;
}
