import { sentences } from '../../engine/offline/nlp';
import { extractTerms } from '../../engine/offline/terms';

/** Material read per piece of evidence: a question with its passage, a card, a doubt. Longer is cut. */
export const CONCEPT_TEXT_MAX_CHARS = 1_200;
/** Concepts drawn from one piece of evidence, at most. */
export const CONCEPTS_PER_ITEM = 2;
const NAME_MAX_CHARS = 80;

export interface ConceptTerm {
  /** Lemmas, lower case: what makes two mentions the same concept. */
  key: string;
  /** As first written. */
  name: string;
}

function termsOf(text: string): ConceptTerm[] {
  const trimmed = text.slice(0, CONCEPT_TEXT_MAX_CHARS).trim();
  if (!trimmed) return [];
  return extractTerms(sentences(trimmed))
    .filter((term) => term.kind !== 'number')
    .map((term) => ({ key: term.key.toLowerCase().slice(0, NAME_MAX_CHARS), name: term.text.slice(0, NAME_MAX_CHARS) }));
}

/**
 * The key terms of one piece of evidence, by the offline key-term extractor: the answer's first (a
 * cloze question's answer is the concept it tests), then the material's heaviest. On the main
 * thread: a short text costs about 3 ms (the engine's thread pool is for whole documents).
 */
export function conceptTerms(text: string, answer?: string): ConceptTerm[] {
  const found: ConceptTerm[] = [];
  for (const term of [...(answer ? termsOf(answer) : []), ...termsOf(text)]) {
    if (found.length >= CONCEPTS_PER_ITEM) break;
    if (!found.some((other) => other.key === term.key)) found.push(term);
  }
  return found;
}

/** Concepts the student named (a note's tags): each taken whole, keyed by its lemmas as found terms are. */
export function namedTerms(names: readonly string[]): ConceptTerm[] {
  const found: ConceptTerm[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_CHARS);
    const key = sentences(name)
      .flatMap((sentence) => sentence.tokens.map((token) => token.lemma.toLowerCase()))
      .filter((lemma) => /[\p{L}\p{N}]/u.test(lemma))
      .join(' ')
      .slice(0, NAME_MAX_CHARS);
    if (key && !found.some((other) => other.key === key)) found.push({ key, name });
  }
  return found;
}
