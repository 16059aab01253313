import { NOT_IN_NOTES_LINE, OFFLINE_NOT_IN_NOTES_LINE, type NoteCitation } from '../../shared/citation';
import type { RetrievedPassage, Retriever } from '../engine/retrieval/retriever';

/** How answers name a note: quoted by the offline engine, in italics by the LLM prompts' rule. */
const citedForms = (title: string) => {
  const spaced = title.replace(/\s+/g, ' ').trim();
  // The offline engine writes `$` as `\$` so that it is not read as math.
  const forms = [spaced, spaced.replace(/\$/g, '\\$')];
  return forms.flatMap((form) => [`"${form}"`, `“${form}”`, `*${form}*`, `_${form}_`]);
};

/**
 * The notes an answer actually drew on: the retrieved passages whose title the answer cites.
 * A note retrieval found but the answer did not use (it shared a word, not the topic) is not cited.
 */
export function citationsIn(answer: string, passages: RetrievedPassage[]): NoteCitation[] {
  const cited = new Map<string, NoteCitation>();
  for (const passage of passages) {
    if (cited.has(passage.id) || !passage.title.trim()) continue;
    if (citedForms(passage.title).some((form) => answer.includes(form))) {
      cited.set(passage.id, { kind: 'note', id: passage.id, title: passage.title });
    }
  }
  return [...cited.values()];
}

/** An answer that used none of the user's notes says so plainly before anything else. */
export function groundedAnswer(answer: string, citations: NoteCitation[]): string {
  // The offline engine already opens with it (or with its own version) when it had nothing to quote.
  const said = [NOT_IN_NOTES_LINE, OFFLINE_NOT_IN_NOTES_LINE].some((line) => answer.startsWith(line));
  return citations.length > 0 || said ? answer : `${NOT_IN_NOTES_LINE}\n\n${answer}`;
}

/**
 * Answers grounded in the user's own material: retrieval first, then the citations the answer
 * earned and the plain notice when it used nothing. Built once in app.ts and handed to the tutor
 * and the doubt solver, which must not import each other.
 */
export interface Grounding {
  passagesFor: Retriever['passagesFor'];
  citationsIn: typeof citationsIn;
  groundedAnswer: typeof groundedAnswer;
}

export function createGrounding(retriever: Retriever): Grounding {
  return { passagesFor: (userId, query, options) => retriever.passagesFor(userId, query, options), citationsIn, groundedAnswer };
}
