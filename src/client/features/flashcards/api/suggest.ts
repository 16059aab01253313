import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CardSuggestion, SuggestRequest } from '../../../../shared/flashcards';
import { apiJson, keyQueryFn } from '../../../lib/api';

/** POST /api/cards/suggest: proposed cards, nothing stored (counts as an AI generation). */
export const useSuggestCards = () =>
  useMutation({
    mutationFn: (request: SuggestRequest) => apiJson<{ suggestions: CardSuggestion[] }>('POST', '/api/cards/suggest', request),
  });

interface NoteTitle {
  id: string;
  title: string;
}

/** The notes list's query (GET /api/notes), read here only for the titles to pick from. */
const noteTitlesQueryOptions = () =>
  queryOptions<NoteTitle[]>({ queryKey: ['/api/notes'], queryFn: keyQueryFn<NoteTitle[]>({ on401: 'throw' }) });

export const useNoteTitles = () => useQuery(noteTitlesQueryOptions());
