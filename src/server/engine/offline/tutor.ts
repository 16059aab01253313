import { OFFLINE_NOT_IN_NOTES_LINE } from '../../../shared/citation';
import type { ContextPassage } from '../../../shared/context-passage';
import type { TutorReplyInput, TutorReplyOptions } from '../types';
import { sentences } from './nlp';
import { relevantSentences, type Quote } from './relevant-sentences';
import { queryTerms } from './relevance';
import { define, isOffensive } from './wordnet';

/** Enough to answer from, few enough to read in the chat box. */
const MAX_QUOTES = 4;

export const OFFLINE_TUTOR_MESSAGES = {
  leadIn: 'Here is what your notes say about this:',
  notInNotes: OFFLINE_NOT_IN_NOTES_LINE,
  nextSteps: [
    '**What you can do next:**',
    '- Open the note on this topic, or write one in Notes, and ask again: I will quote the parts that matter.',
    '- Paste a paragraph about it into Want To Learn for an explanation, a study plan and a quiz.',
    '- Ask the administrator to connect an AI provider for explanations of topics your notes do not cover.',
  ].join('\n'),
  footer: '_Answered by the offline tutor from your notes; an AI provider gives conversational answers._',
  mathFooter: '_Worked out by the offline solver._',
} as const;

/** "What is osmosis?", "Define inertia", "What does entropy mean?": a word's meaning is asked for. */
const DEFINITION_QUESTION = /^\s*(?:(?:what|who)\s+(?:is|are|was|were)\b|define\b|what\s+does\b.*\bmean\b|(?:the\s+)?meaning\s+of\b)/i;

/** Plain text inside markdown: one line, and a `$` that is money, not math. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\$/g, '\\$');

/** The quotes grouped by note, notes in the order of their best quote. */
function byNote(quotes: Quote[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const quote of quotes) groups.set(quote.title, [...(groups.get(quote.title) ?? []), quote.text]);
  return [...groups.entries()];
}

/** The dictionary meaning when the question asks what one word or phrase means, else undefined. */
function definition(message: string): string | undefined {
  if (!DEFINITION_QUESTION.test(message)) return undefined;
  const parsed = sentences(message);
  const { subject } = queryTerms(parsed);
  const tokens = parsed.flatMap((s) => s.tokens).filter((t) => subject.has(t.stem) && !/^(?:mean|meaning|define)$/i.test(t.text));
  // As written ("French Revolution"), else in dictionary form ("vaccines" → "vaccine").
  for (const phrase of new Set([tokens.map((t) => t.text).join(' '), tokens.map((t) => t.lemma).join(' ')])) {
    const key = phrase.toLowerCase();
    const gloss = key && !isOffensive(key) ? define(key) : undefined;
    if (gloss) return `The dictionary defines *${plain(key)}* as: ${plain(gloss)}.`;
  }
  return undefined;
}

/** A question the offline solver works out (an equation, a derivative, a unit or rate problem). */
async function workedMath(message: string): Promise<string | undefined> {
  // mathjs is slow to import: loaded on the first question that may be math.
  if (!/\d|[=^]/.test(message)) return undefined;
  const { solveMathOffline } = await import('./doubt/solve');
  return solveMathOffline(message)?.answer;
}

/**
 * The answer as pieces, streamed one at a time. What the offline tools can do goes to them (math
 * to the solver); otherwise the notes' sentences about the question are quoted; otherwise one
 * plain sentence says what the offline tutor can do, and the next steps follow.
 */
export async function* answerPieces({ message, context }: TutorReplyInput): AsyncGenerator<string> {
  const worked = await workedMath(message);
  if (worked) {
    yield worked;
    yield `\n\n${OFFLINE_TUTOR_MESSAGES.mathFooter}`;
    return;
  }
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
  yield `${OFFLINE_TUTOR_MESSAGES.notInNotes}\n\n`;
  const meaning = definition(message);
  if (meaning) yield `${meaning}\n\n`;
  yield OFFLINE_TUTOR_MESSAGES.nextSteps;
}

/**
 * No model offline, so no conversation: the honest answer is the solver's worked steps for math,
 * what the student's own notes say about the question (their most relevant sentences, quoted and
 * named by title), or, when they say nothing, that plainly, with what to do next. Streamed a
 * piece at a time, as a provider streams, so the client behaves the same with and without one;
 * it stops between pieces once `signal` aborts.
 */
export async function* tutorReplyOffline(input: TutorReplyInput, options: TutorReplyOptions = {}): AsyncIterable<string> {
  yield* streamPieces(answerPieces(input), options);
}

/** Pieces sent one at a time as a provider streams (also pieces a thread computed). */
export async function* streamPieces(
  pieces: Iterable<string> | AsyncIterable<string>,
  { signal }: TutorReplyOptions = {},
): AsyncIterable<string> {
  for await (const piece of pieces) {
    if (signal?.aborted) return;
    yield piece;
    // Lets each piece reach the client before the next one is computed.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
