import type BM25 from 'wink-nlp/utilities/bm25-vectorizer';
import { lazyRequire } from '../../lazy-require';
import { sentences, type Sentence } from './nlp';

// When is a passage of the student's notes about their question? Sharing a word is not enough:
// "How do vaccines work?" shares "work" with a note on careers in philosophy, and "Explain
// photosynthesis step by step" shares "step" with almost anything. The question's frame (the verbs
// and nouns a student asks with) is set aside; what is left names the subject, and a passage must
// share at least one of those words (by stem) to be used at all. Among the passages that do,
// BM25 over the shared stems ranks them: rare words count for more than common ones, several
// shared words for more than one, and a long passage does not win by length alone.

const loadBm25 = lazyRequire<{ default: typeof BM25 } | typeof BM25>('wink-nlp/utilities/bm25-vectorizer');
const bm25 = (): typeof BM25 => {
  const loaded = loadBm25();
  return 'default' in loaded ? loaded.default : loaded;
};

/**
 * Words that say how a question is asked, not what it is about. A passage sharing only these
 * ("step", "explain", "cause") is not about the question; they still add to the rank of a passage
 * that shares a subject word.
 */
const FRAME_WORDS =
  'explain describe define definition mean meaning tell show help understand know learn teach ' +
  'step example way thing question answer reason difference detail simple words summary summarise summarize outline discuss ' +
  'work works happen cause caused causes make find get give use need want main important basic kind type part lot bit please ' +
  'brief short simply introduction overview occur function form become';
let frameStems: Set<string> | undefined;
/** The frame words as stems (a set), worked out by the same stemmer as the notes' words (once). */
export const frame = () => (frameStems ??= new Set(sentences(FRAME_WORDS).flatMap((s) => s.tokens.map((t) => t.stem))));

/** What a question asks about: its subject stems (the gate) and all its content stems (the rank). */
export interface QueryTerms {
  subject: Set<string>;
  all: Set<string>;
  /** The subject words as written, for a full-text search that stems them its own way. */
  words: string[];
}

const usable = (stem: string) => stem.length >= 2 && /\p{L}|\d{3,}/u.test(stem);
/** Words that name things: what a question is about. Verbs ("form", "rise") only rank. */
const NAMING = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

export function queryTerms(question: string | Sentence[]): QueryTerms {
  const parsed = typeof question === 'string' ? sentences(question) : question;
  const all = new Set(parsed.flatMap((s) => s.stems).filter(usable));
  const candidates = [...all].filter((stem) => !frame().has(stem));
  const tokens = parsed.flatMap((s) => s.tokens);
  const named = candidates.filter((stem) => tokens.some((t) => t.stem === stem && NAMING.has(t.pos)));
  // "Why do we sleep?" names nothing: then its other words are the subject.
  const subject = new Set(named.length ? named : candidates);
  const words = tokens.filter((t) => subject.has(t.stem)).map((t) => t.text);
  return { subject, all, words: [...new Set(words)] };
}

/** True when `stems` (a passage's or sentence's) share at least one subject word with the question. */
export function isAbout(query: QueryTerms, stems: Iterable<string>): boolean {
  for (const stem of stems) if (query.subject.has(stem)) return true;
  return false;
}

/**
 * A note scoring under this share of the best one is left out: "How do clouds form in the water
 * cycle?" keeps the water-cycle note, not a photosynthesis note that also mentions water. Within a
 * note that is about the question, every sentence sharing a subject word may be quoted (pass 0).
 */
export const MIN_SHARE_OF_BEST = 0.5;

export interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * The documents that are about the question, best first by BM25 (k1 1.2, b 0.75) over the
 * question's stems, without the ones far behind the best; a tie keeps the given order. The collection is the documents themselves, so
 * a word every one of them shares decides less than a word only some have.
 */
export function rankByRelevance<T>(
  query: QueryTerms,
  documents: readonly { item: T; stems: readonly string[] }[],
  minShareOfBest = MIN_SHARE_OF_BEST,
): Ranked<T>[] {
  if (query.subject.size === 0 || documents.length === 0) return [];
  const vectorizer = bm25()({ k: 1, k1: 1.2, b: 0.75, norm: 'none' });
  // An empty document would make the average length 0; one stand-in word keeps the sums defined.
  for (const { stems } of documents) vectorizer.learn(stems.length ? [...stems] : ['\u0000']);
  const ranked: (Ranked<T> & { order: number })[] = [];
  documents.forEach(({ item, stems }, order) => {
    if (!isAbout(query, stems)) return;
    const weights = vectorizer.doc(order).out() as unknown as Record<string, number>;
    let score = 0;
    for (const stem of query.all) score += weights[stem] ?? 0;
    ranked.push({ item, score, order });
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter(({ score }) => score >= best * minShareOfBest).map(({ item, score }) => ({ item, score }));
}
