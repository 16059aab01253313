import { NOT_IN_NOTES_LINE } from '../../../shared/citation';
import type { ContextPassage } from '../../../shared/context-passage';
import type { TutorReplyInput, TutorReplyOptions } from '../types';
import { sentences } from './nlp';
import { relevantSentences, type Quote } from './relevant-sentences';
import { extractTerms } from './terms';
import { define, isOffensive } from './wordnet';

/** Enough to answer from, few enough to read in the chat box. */
const MAX_QUOTES = 4;
const MAX_DEFINITIONS = 3;

export const OFFLINE_TUTOR_MESSAGES = {
  leadIn: 'Here is what your notes say about this:',
  noContext:
    'The offline tutor answers from your own notes: write a note about the topic (or import one) and ask again, and I will quote the parts that matter.',
  connectProvider:
    'For conversational answers, explanations of new topics and follow-up questions, ask the administrator to connect an AI provider.',
  footer: '_Answered by the offline tutor from your notes; an AI provider gives conversational answers._',
} as const;

/** Plain text inside markdown: one line, and a `$` that is money, not math. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\$/g, '\\$');

/** The quotes grouped by note, notes in the order of their best quote. */
function byNote(quotes: Quote[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const quote of quotes) groups.set(quote.title, [...(groups.get(quote.title) ?? []), quote.text]);
  return [...groups.entries()];
}

/** WordNet's definitions of the question's key terms: the general part an offline answer can give honestly. */
function definitions(message: string): string[] {
  const terms = extractTerms(sentences(message)).filter((term) => term.kind === 'concept');
  const found: string[] = [];
  for (const term of terms) {
    const word = term.text.toLowerCase();
    const gloss = isOffensive(word) ? undefined : define(word.replace(/\s+/g, '_'));
    if (gloss) found.push(`- *${plain(term.text)}*: ${plain(gloss)}.`);
    if (found.length === MAX_DEFINITIONS) break;
  }
  return found;
}

/** The answer as pieces, streamed one at a time: a quoted sentence each, computed before the first. */
export function* answerPieces({ message, context }: TutorReplyInput): Generator<string> {
  const passages: ContextPassage[] = context ?? [];
  const quotes = passages.length ? relevantSentences(sentences(message), passages, MAX_QUOTES) : [];
  if (quotes.length) {
    yield OFFLINE_TUTOR_MESSAGES.leadIn;
    for (const [title, texts] of byNote(quotes)) {
      yield `\n\nFrom your notes "${plain(title)}":\n`;
      for (const text of texts) yield `\n> ${plain(text)}`;
    }
    yield `\n\n${OFFLINE_TUTOR_MESSAGES.footer}`;
    return;
  }
  // Notes were found but none of their sentences is about the question: said plainly, first.
  // (With no notes found at all, the caller has said it already.)
  if (passages.length) yield `${NOT_IN_NOTES_LINE}\n\n`;
  const defined = definitions(message);
  if (defined.length) yield `**Key terms:**\n${defined.join('\n')}\n\n`;
  yield OFFLINE_TUTOR_MESSAGES.noContext;
  yield `\n\n${OFFLINE_TUTOR_MESSAGES.connectProvider}`;
}

/**
 * No model offline, so no conversation: the honest answer is what the student's own notes say
 * about the question (their most relevant sentences, quoted and named by title), or, when they
 * say nothing, the dictionary meaning of its key terms and how to get a real tutor. Streamed a
 * piece at a time, as a provider streams, so the client behaves the same with and without one;
 * it stops between pieces once `signal` aborts.
 */
export async function* tutorReplyOffline(input: TutorReplyInput, options: TutorReplyOptions = {}): AsyncIterable<string> {
  yield* streamPieces(answerPieces(input), options);
}

/** Pieces already written, sent one at a time as a provider streams (also for pieces a thread computed). */
export async function* streamPieces(pieces: Iterable<string>, { signal }: TutorReplyOptions = {}): AsyncIterable<string> {
  for (const piece of pieces) {
    if (signal?.aborted) return;
    yield piece;
    // Lets each piece reach the client before the next one is computed.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
