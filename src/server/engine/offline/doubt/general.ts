import { OFFLINE_NOT_IN_NOTES_LINE } from '../../../../shared/citation';
import { DOUBT_MESSAGES, type DoubtAnswer, type DoubtInput } from '../../../../shared/doubt';
import { sentences } from '../nlp';
import { relevantSentences } from '../relevant-sentences';
import { simplifySentence } from '../simplify';
import { extractTerms } from '../terms';
import { escapeText } from './tex';

const QUOTES = { easy: 1, medium: 2, hard: 3 } as const;

/** The first line of an answer that found nothing in the user's notes: what the offline solver can do instead. */
export const notInNotesLine = OFFLINE_NOT_IN_NOTES_LINE;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * Answers a question that is not math without making anything up: it restates the question,
 * names its key terms and quotes the user's own notes about them, with their titles.
 */
export function explainGeneral(input: DoubtInput, note?: string): DoubtAnswer {
  const question = escapeText(input.question);
  const parsed = sentences(input.question);
  // Numbers alone are not terms to look up; content words are the fallback when no noun phrase stands out.
  const terms = extractTerms(parsed)
    .filter((t) => t.kind !== 'number')
    .slice(0, 6)
    .map((t) => t.text);
  const lemmas = [...new Set(parsed.flatMap((s) => s.terms))].filter((t) => /\p{L}/u.test(t));
  const keys = terms.length > 0 ? terms : lemmas.slice(0, 6);
  const quotes = relevantSentences(parsed, input.context, QUOTES[input.difficulty]);
  // Nothing of the user's to quote is said first and plainly, before the general advice (issue: grounding).
  const answer = [
    ...(quotes.length ? [] : [notInNotesLine]),
    `**Your question:** ${question}`,
    ...(input.subject?.trim() ? [`**Subject:** ${escapeText(input.subject)}`] : []),
    ...(keys.length ? [`**Key terms:** ${keys.map((k) => `*${escapeText(k)}*`).join(', ')}`] : []),
    ...(note ? [note] : []),
    ...(quotes.length
      ? [
          ['**What your notes say:**', ...quotes.map((q) => `- From your notes "${escapeText(q.title)}": “${escapeText(q.text)}”`)].join(
            '\n',
          ),
        ]
      : []),
    [
      '**How to work on it:**',
      `1. Look up ${keys.length ? `each key term (${keys.map(escapeText).join(', ')})` : 'the main words'} in your notes or ` +
        'textbook and write its meaning in one sentence.',
      ...(input.difficulty === 'easy' ? [] : ['2. Put those meanings together to answer the question in your own words.']),
      ...(input.difficulty === 'hard' ? ['3. Ask why and how: what causes what, and what would change if one part were missing.'] : []),
    ].join('\n'),
    `*${DOUBT_MESSAGES.offlineNote}*`,
  ];
  const top = quotes[0];
  const asked = escapeText(parsed[0]?.text ?? input.question);
  // The project's simplifier splits long sentences; short ones read better as the user wrote them.
  const told = top && (top.text.split(/\s+/).length > 20 ? simplifySentence(top.text) : top.text);
  const simple = [
    `You asked: ${asked}${/[.!?]$/.test(asked) ? '' : '.'}`,
    ...(keys.length ? [`The big words are ${escapeText(list(keys.slice(0, 3)))}.`] : []),
    ...(top
      ? [`Your notes "${escapeText(top.title)}" say this:`, escapeText(told ?? '')]
      : ['I did not find it in your notes.', 'Look up the big words in your notes or book.']),
    'I am the offline helper. I only use your notes.',
    'An AI helper can tell you more.',
  ];
  return { answer: answer.join('\n\n'), simpleAnswer: simple.join(' ') };
}
