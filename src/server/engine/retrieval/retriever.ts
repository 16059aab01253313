import type { ContextPassage } from '../../../shared/context-passage';
import type { Db } from '../../db/client';
import { sentences } from '../offline/nlp';
import { queryTerms, rankByRelevance } from '../offline/relevance';
import { FRAGMENT_DELIMITER, searchNotes } from './repo';

/** A passage of the user's own material, with where it came from so that answers can cite it. */
export interface RetrievedPassage extends ContextPassage {
  source: 'note';
  id: string;
}

export interface Retriever {
  /** The passages of this user's material most relevant to `query`; never another user's. */
  passagesFor(userId: string, query: string, options?: { limit?: number }): Promise<RetrievedPassage[]>;
}

const DEFAULT_LIMIT = 4;
/** Full-text search proposes this many times the passages wanted; BM25 keeps the best of them. */
const CANDIDATES_PER_PASSAGE = 2;
/** PostgreSQL's tsquery parser is fast, but a pasted essay as a query is not a question. */
const MAX_QUERY_CHARS = 1_000;

/** The end of a sentence (its punctuation and any closing quote or bracket) or of a paragraph. */
const BOUNDARY = /[.!?]["'”’)\]]*(?=\s)|\n\s*\n/g;
/** A quotation stays a quotation, not the whole note, even when the note has no full stops. */
const MAX_WIDEN = 400;

function sentenceStart(text: string, at: number): number {
  const floor = Math.max(0, at - MAX_WIDEN);
  let start = floor === 0 ? 0 : at;
  for (const match of text.slice(floor, at).matchAll(BOUNDARY)) start = floor + match.index + match[0].length;
  return start;
}

function sentenceEnd(text: string, from: number): number {
  const boundary = new RegExp(BOUNDARY.source, 'g');
  boundary.lastIndex = from;
  const match = boundary.exec(text);
  if (!match) return text.length - from <= MAX_WIDEN ? text.length : from;
  if (match.index - from > MAX_WIDEN) return from;
  return match[0].startsWith('\n') ? match.index : match.index + match[0].length;
}

/**
 * ts_headline cuts fragments at word counts ("water cycle moves…" for "The water cycle moves…"):
 * each fragment is widened to the sentences it falls in, so quotations read as the student wrote them.
 */
export function wholeSentences(passage: string, fullText: string): string {
  const widened = passage.split(FRAGMENT_DELIMITER).map((fragment) => {
    const at = fragment ? fullText.indexOf(fragment) : -1;
    if (at < 0) return fragment;
    return fullText
      .slice(sentenceStart(fullText, at), sentenceEnd(fullText, at + fragment.length))
      .replace(/\s+/g, ' ')
      .trim();
  });
  return [...new Set(widened)].join(FRAGMENT_DELIMITER);
}

/**
 * Retrieval for the tutor, doubts, Want To Learn and topic-only quizzes: PostgreSQL full-text
 * search over the user's notes for the question's subject words (the same in PGlite and
 * PostgreSQL, and it scales with the database) proposes candidates; a candidate is kept only when
 * its passage shares a subject word with the question, and the kept ones are ranked by BM25
 * (relevance.ts). A question with no subject word ("explain it step by step") finds nothing.
 */
export function createRetriever(db: Db): Retriever {
  return {
    async passagesFor(userId, query, { limit = DEFAULT_LIMIT } = {}) {
      const text = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
      if (!text) return [];
      const terms = queryTerms(text);
      if (terms.words.length === 0) return [];
      const rows = await searchNotes(db, userId, terms.words.join(' '), limit * CANDIDATES_PER_PASSAGE);
      const candidates = rows.map((row) => {
        const passage: RetrievedPassage = {
          source: 'note',
          id: row.id,
          title: row.title,
          text: wholeSentences(row.passage, row.contentText),
        };
        return { item: passage, stems: sentences(`${row.title}.\n\n${passage.text}`).flatMap((s) => s.stems) };
      });
      return rankByRelevance(terms, candidates)
        .slice(0, limit)
        .map(({ item }) => item);
    },
  };
}
