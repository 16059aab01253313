import type { ContextPassage } from '../../../shared/context-passage';
import { sentences, type Sentence } from './nlp';
import { queryTerms, rankByRelevance } from './relevance';

/** Bounds the work on very large notes: the passages are read in order, each up to this size. */
const MAX_PASSAGES = 40;
const MAX_PASSAGE_CHARS = 20_000;

export interface Quote {
  title: string;
  text: string;
}

/**
 * The note sentences about the question, best first: each shares at least one of its subject
 * words (not only "explain" or "step"), ranked by BM25 over the question's words with the
 * sentences as the collection. None when nothing in the notes is about it.
 */
export function relevantSentences(question: Sentence[], context: ContextPassage[] | undefined, count: number): Quote[] {
  const query = queryTerms(question);
  if (query.subject.size === 0 || !context?.length) return [];
  const passages = context.slice(0, MAX_PASSAGES).map((passage) => {
    const list = sentences(passage.text.slice(0, MAX_PASSAGE_CHARS));
    const stems = [...sentences(passage.title).flatMap((s) => s.stems), ...list.flatMap((s) => s.stems)];
    return { item: { title: passage.title, list }, stems };
  });
  // First the notes about the question (a note sharing one common word with it is not), then
  // their sentences about it.
  const documents = rankByRelevance(query, passages).flatMap(({ item }) =>
    item.list.map((s) => ({ item: { title: item.title, text: s.text }, stems: s.stems })),
  );
  const seen = new Set<string>();
  return rankByRelevance(query, documents, 0)
    .map(({ item }) => item)
    .filter((q) => !seen.has(q.text) && seen.add(q.text))
    .slice(0, count);
}
