import type { Sentence, Token } from './nlp';

export type TermKind = 'number' | 'name' | 'concept';

export interface Term {
  /** The words as written in the text. */
  text: string;
  /** Lower-cased lemma key used to compare terms. */
  key: string;
  kind: TermKind;
  /** tf-idf weight within the material. */
  weight: number;
  /** Indexes of the sentences that mention it. */
  sentences: number[];
}

const NOUNISH = new Set(['NOUN', 'PROPN']);
const MAX_TERM_WORDS = 3;
/** Nouns too general to be worth asking about. */
const GENERIC = new Set([
  'place',
  'year',
  'time',
  'way',
  'kind',
  'part',
  'number',
  'thing',
  'lot',
  'example',
  'fact',
  'use',
  'end',
  'start',
  'step',
  'idea',
]);

/** Runs of ADJ* (NOUN|PROPN)+, proper-noun runs and numbers: the candidates for answers. */
function spans(tokens: Token[]): { start: number; end: number; kind: TermKind }[] {
  const found: { start: number; end: number; kind: TermKind }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.pos === 'NUM' && /\d/.test(token.text)) {
      found.push({ start: i, end: i + 1, kind: 'number' });
      i += 1;
      continue;
    }
    let j = i;
    while (j < tokens.length && tokens[j]!.pos === 'ADJ') j += 1;
    let k = j;
    while (k < tokens.length && NOUNISH.has(tokens[k]!.pos) && /^[\p{L}][\p{L}\p{N}'-]*$/u.test(tokens[k]!.text)) k += 1;
    if (k > j) {
      const allProper = tokens.slice(j, k).every((t) => t.pos === 'PROPN');
      // Leading adjectives stay only on concept terms ("green plants"), not on names.
      const start = allProper ? j : i;
      if (!(k - start === 1 && tokens[start]!.stop)) found.push({ start, end: k, kind: allProper ? 'name' : 'concept' });
      i = k;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The material's key terms, heaviest first. */
export function extractTerms(list: Sentence[]): Term[] {
  const byKey = new Map<string, Term & { count: number; docs: Set<number> }>();
  for (const sentence of list) {
    for (const span of spans(sentence.tokens)) {
      const tokens = sentence.tokens.slice(span.start, span.end);
      const text = tokens.map((t) => t.text).join(' ');
      if ((text.length < 3 && span.kind !== 'number') || tokens.length > MAX_TERM_WORDS) continue;
      const key = tokens.map((t) => t.lemma).join(' ');
      if (GENERIC.has(key)) continue;
      const entry = byKey.get(key) ?? { text, key, kind: span.kind, weight: 0, sentences: [], count: 0, docs: new Set() };
      entry.count += 1;
      entry.docs.add(sentence.index);
      byKey.set(key, entry);
    }
  }
  const n = Math.max(1, list.length);
  const terms = [...byKey.values()].map(({ count, docs, ...term }) => ({
    ...term,
    sentences: [...docs].sort((a, b) => a - b),
    // Multi-word terms name specific ideas; weigh them a little above single words.
    weight: count * Math.log(1 + n / docs.size) * (1 + 0.3 * (term.key.split(' ').length - 1)),
  }));
  return terms.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
}
