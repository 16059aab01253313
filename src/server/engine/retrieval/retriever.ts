import type { Db } from '../../db/client';
import { searchNotes } from './repo';

/** A passage of the user's own material, with where it came from so that answers can cite it. */
export interface RetrievedPassage {
  source: 'note';
  id: string;
  title: string;
  text: string;
}

export interface Retriever {
  /** The passages of this user's material most relevant to `query`; never another user's. */
  passagesFor(userId: string, query: string, options?: { limit?: number }): Promise<RetrievedPassage[]>;
}

const DEFAULT_LIMIT = 4;
/** PostgreSQL's tsquery parser is fast, but a pasted essay as a query is not a question. */
const MAX_QUERY_CHARS = 1_000;

/**
 * Retrieval for the tutor, doubts and topic-only quizzes: PostgreSQL full-text search over the
 * user's notes (the same in PGlite and PostgreSQL, and it scales with the database).
 */
export function createRetriever(db: Db): Retriever {
  return {
    async passagesFor(userId, query, { limit = DEFAULT_LIMIT } = {}) {
      const text = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
      if (!text) return [];
      const rows = await searchNotes(db, userId, text, limit);
      return rows.map((row) => ({ source: 'note', id: row.id, title: row.title, text: row.passage }));
    },
  };
}
