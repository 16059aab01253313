import type { ContextPassage } from '../../../shared/context-passage';
import { sentences, type Sentence } from './nlp';

/** Bounds the work on very large notes: the passages are read in order, each up to this size. */
const MAX_PASSAGES = 40;
const MAX_PASSAGE_CHARS = 20_000;

export interface Quote {
  title: string;
  text: string;
}

/** The note sentences sharing the most content lemmas with the question; ties go to denser, then earlier. */
export function relevantSentences(question: Sentence[], context: ContextPassage[] | undefined, count: number): Quote[] {
  const wanted = new Set(question.flatMap((s) => s.terms));
  if (wanted.size === 0 || !context?.length) return [];
  const found: (Quote & { score: number; density: number; order: number })[] = [];
  context.slice(0, MAX_PASSAGES).forEach((passage, p) => {
    sentences(passage.text.slice(0, MAX_PASSAGE_CHARS)).forEach((s, i) => {
      const score = new Set(s.terms.filter((t) => wanted.has(t))).size;
      if (score > 0) found.push({ title: passage.title, text: s.text, score, density: score / s.terms.length, order: p * 1e6 + i });
    });
  });
  found.sort((a, b) => b.score - a.score || b.density - a.density || a.order - b.order);
  const seen = new Set<string>();
  return found.filter((q) => !seen.has(q.text) && seen.add(q.text)).slice(0, count);
}
