import { FLASHCARD_MESSAGES as M, SUGGESTIONS_MAX, type CardSuggestion, type SuggestRequest } from '../../../shared/flashcards';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { notFound } from '../../http-error';
import * as repo from './repo';

/** Proposed cards on a note, a summary or pasted text; nothing is stored until the student saves them. */
export function suggestService(db: Db, engine: StudyEngine) {
  async function material(userId: string, request: SuggestRequest): Promise<string> {
    if ('noteId' in request) {
      const found = await repo.noteText(db, userId, request.noteId);
      if (!found) throw notFound(M.noteNotFound);
      return `${found.title}\n\n${found.text}`;
    }
    if ('summaryId' in request) {
      const found = await repo.summaryText(db, userId, request.summaryId);
      if (!found) throw notFound(M.summaryNotFound);
      return found.text;
    }
    return request.text;
  }

  return {
    async suggest(userId: string, request: SuggestRequest): Promise<CardSuggestion[]> {
      return engine.suggestCards({ text: await material(userId, request), max: SUGGESTIONS_MAX }, { owner: userId });
    },
  };
}
