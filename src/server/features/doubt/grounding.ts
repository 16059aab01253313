import { DOUBT_MESSAGES, type DoubtCitation } from '../../../shared/doubt';
import type { RetrievedPassage } from '../../engine/retrieval/retriever';

/** How answers name a note: quoted by the offline engine, in italics by the LLM prompt's rule. */
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
export function citationsIn(answer: string, passages: RetrievedPassage[]): DoubtCitation[] {
  const cited = new Map<string, DoubtCitation>();
  for (const passage of passages) {
    if (cited.has(passage.id) || !passage.title.trim()) continue;
    if (citedForms(passage.title).some((form) => answer.includes(form))) {
      cited.set(passage.id, { kind: 'note', id: passage.id, title: passage.title });
    }
  }
  return [...cited.values()];
}

/** An answer that used none of the user's notes says so plainly before anything else. */
export function groundedAnswer(answer: string, citations: DoubtCitation[]): string {
  const notice = `*${DOUBT_MESSAGES.notInNotes}*`;
  // The offline engine already opens with it when it had nothing to quote.
  return citations.length > 0 || answer.startsWith(notice) ? answer : `${notice}\n\n${answer}`;
}
