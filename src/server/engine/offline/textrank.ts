import type { Sentence } from './nlp';

const DAMPING = 0.85;
const ITERATIONS = 60;
const RECURRING_TERM_BOOST = 0.05;
/** Pure ranking; repeats are still dropped (DUPLICATE_OVERLAP). Lower values measured worse. */
const MMR_LAMBDA = 1;
/** Sentences sharing this much of their terms with a chosen one count as repeats. */
const DUPLICATE_OVERLAP = 0.9;

/** TextRank's similarity: shared terms, normalised by the sentences' lengths. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size < 1 || b.size < 1) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  if (shared === 0) return 0;
  return shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
}

/** Cosine of two term sets: shared terms over the geometric mean of their sizes. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

/** PageRank with a uniform restart over the graph whose edge weights `weigh` gives. */
function centrality(sets: Set<string>[], weigh: (a: Set<string>, b: Set<string>) => number): Float64Array {
  const n = sets.length;
  const weights = sets.map(() => new Float64Array(n));
  const outSum = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const w = weigh(sets[i]!, sets[j]!);
      weights[i]![j] = w;
      weights[j]![i] = w;
      outSum[i]! += w;
      outSum[j]! += w;
    }
  }
  const teleport = 1 / n;
  let score = new Float64Array(n).fill(teleport);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let j = 0; j < n; j += 1) if (outSum[j] === 0) dangling += score[j]!;
    for (let i = 0; i < n; i += 1) {
      let incoming = 0;
      for (let j = 0; j < n; j += 1) {
        const w = weights[j]![i]!;
        if (w > 0) incoming += (w / outSum[j]!) * score[j]!;
      }
      next[i] = (1 - DAMPING) * teleport + DAMPING * (incoming + dangling * teleport);
    }
    score = next;
  }
  return score;
}

/**
 * TextRank: PageRank over the sentence-similarity graph. Unless `classic`, each score is then
 * raised by the sentence's recurring terms (terms found in other sentences too), which favours
 * sentences about the text's main subjects; see docs/decisions/005 for the measurements.
 * Key points, quiz questions and analyses rank sentences with it.
 */
export function rankSentences(list: Sentence[], options: { classic?: boolean } = {}): number[] {
  if (list.length === 0) return [];
  const sets = list.map((s) => new Set(s.terms));
  const score = centrality(sets, similarity);
  if (options.classic) return Array.from(score);
  const documentFrequency = new Map<string, number>();
  for (const set of sets) for (const term of set) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  return Array.from(score, (value, i) => {
    const recurring = list[i]!.terms.filter((term) => (documentFrequency.get(term) ?? 0) > 1).length;
    return value * (1 + RECURRING_TERM_BOOST * recurring);
  });
}

/**
 * LexRank-style centrality (continuous LexRank): the same walk, but edges weighted by the cosine
 * of the two sentences' term sets, which does not grow with sentence length as TextRank's
 * similarity and the recurring-term boost do. Scaled so that the most central sentence scores 1.
 */
export function lexRank(list: Sentence[]): number[] {
  if (list.length === 0) return [];
  const score = centrality(
    list.map((s) => new Set(s.terms)),
    overlap,
  );
  const max = Math.max(...score) || 1;
  return Array.from(score, (value) => value / max);
}

/** A sentence that ends like prose; headings and title lines do not. */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;

/**
 * The lede: the first paragraph of prose (title lines and headings before it are skipped), as
 * long as more prose follows it; a text in a single block has none. Returns sentence indexes.
 */
export function lede(list: Sentence[]): number[] {
  const first = list.findIndex((s) => SENTENCE_END.test(s.text));
  if (first < 0) return [];
  const paragraph = list[first]!.paragraph;
  const rest = list.slice(first).filter((s) => s.paragraph !== paragraph);
  if (!rest.some((s) => SENTENCE_END.test(s.text))) return [];
  return list
    .slice(first)
    .filter((s) => s.paragraph === paragraph)
    .map((s) => s.index);
}

/** How many sentences of the lede are kept first: the opening, not a whole long first paragraph. */
const LEDE_SENTENCES = 2;

/**
 * Scores for the summary: Edmundson's location method on top of centrality. The first two
 * sentences of the lede get 1 + 1/(j+1) (j: their place in the lede) added to their LexRank
 * score (at most 1), so the opening comes first, in its order (inverted pyramid), and the rest of
 * the summary is made of the most central sentences; a long first paragraph (a textbook's) does
 * not fill the summary on its own. Lines that do not end like a sentence (titles, headings, list
 * items without a full stop) score 0, so they are used only when nothing else is left: the cosine
 * makes short lines look central. See docs/decisions/005 and 024 for the measurements.
 */
export function rankForSummary(list: Sentence[]): number[] {
  const scores = lexRank(list);
  if (list.some((s) => SENTENCE_END.test(s.text))) {
    list.forEach((s, i) => {
      if (!SENTENCE_END.test(s.text)) scores[i] = 0;
    });
  }
  lede(list)
    .slice(0, LEDE_SENTENCES)
    .forEach((i, j) => {
      scores[i]! += 1 + 1 / (j + 1);
    });
  return scores;
}

/**
 * Picks `count` sentences by maximal marginal relevance, so two near-duplicates are not both
 * kept, and returns their indexes in the original order. `fits`, when given, is asked about each
 * next best sentence: the selection ends at the first one it refuses (a length budget).
 */
export function selectSentences(
  list: Sentence[],
  scores: number[],
  count: number,
  lambda = MMR_LAMBDA,
  fits: (chosen: number[], next: number) => boolean = () => true,
): number[] {
  const sets = list.map((s) => new Set(s.terms));
  const max = Math.max(...scores, Number.MIN_VALUE);
  const chosen: number[] = [];
  const candidates = new Set(list.map((_, i) => i));
  while (chosen.length < count && candidates.size > 0) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const i of [...candidates]) {
      const redundancy = chosen.reduce((worst, j) => Math.max(worst, overlap(sets[i]!, sets[j]!)), 0);
      if (redundancy >= DUPLICATE_OVERLAP) {
        candidates.delete(i);
        continue;
      }
      const value = lambda * (scores[i]! / max) - (1 - lambda) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    if (best < 0 || !fits(chosen, best)) break;
    chosen.push(best);
    candidates.delete(best);
  }
  return chosen.sort((a, b) => a - b);
}

/** About a quarter of the sentences, at least three (or all when there are fewer). */
export function summaryLength(sentenceCount: number, ratio = 0.27): number {
  return Math.min(sentenceCount, Math.max(3, Math.round(sentenceCount * ratio)));
}
