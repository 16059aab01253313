import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CardSuggestion, SuggestRequest } from '../../../../shared/flashcards';
import { NOTE_PAGING, type NotePreviewPage } from '../../../../shared/note';
import { apiJson } from '../../../lib/api';
import { NOTES_KEY } from '../../../lib/query-keys';

/** POST /api/cards/suggest: proposed cards, nothing stored (counts as an AI generation). */
export const useSuggestCards = () =>
  useMutation({
    mutationFn: (request: SuggestRequest) => apiJson<{ suggestions: CardSuggestion[] }>('POST', '/api/cards/suggest', request),
  });

interface NoteTitle {
  id: string;
  title: string;
}

/**
 * Every note's title to pick from, read from the notes' card pages (GET /api/notes/previews, no note
 * text) one page after another. Under the notes' key, so any change to the notes reads them again.
 */
const noteTitlesQueryOptions = () =>
  queryOptions<NoteTitle[]>({
    queryKey: [...NOTES_KEY, 'titles'],
    queryFn: async () => {
      const titles: NoteTitle[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ limit: String(NOTE_PAGING.maxPageSize), ...(cursor ? { cursor } : {}) });
        const page: NotePreviewPage = await apiJson<NotePreviewPage>('GET', `/api/notes/previews?${query}`);
        titles.push(...page.notes.map(({ id, title }) => ({ id, title })));
        cursor = page.nextCursor;
      } while (cursor);
      return titles;
    },
  });

export const useNoteTitles = () => useQuery(noteTitlesQueryOptions());
