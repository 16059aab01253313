import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCardsRequest, Flashcard, ImportRequest, ImportResult } from '../../../../shared/flashcards';
import { apiJson } from '../../../lib/api';
import { pagedItems, pagedListOptions } from '../../../lib/paged-list';
import { invalidateFlashcards } from '../../../lib/query-keys';

/** GET /api/cards?deck=: one deck's cards, oldest first, 100 at a time. */
export const cardsQueryOptions = (deckId: string) => pagedListOptions<Flashcard>(`/api/cards?deck=${encodeURIComponent(deckId)}`);

/** The deck's cards read so far as one list (`data`); `fetchNextPage` reads the next 100. */
export const useCards = (deckId: string | undefined) =>
  useInfiniteQuery({ ...cardsQueryOptions(deckId ?? ''), enabled: Boolean(deckId), select: (data) => pagedItems(data) ?? [] });

export function useCreateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCardsRequest) => apiJson<{ deckId: string; cards: Flashcard[] }>('POST', '/api/cards', request),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; front?: string; back?: string }) =>
      apiJson<Flashcard>('PATCH', `/api/cards/${encodeURIComponent(id)}`, changes),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/cards/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

export function useImportCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => apiJson<ImportResult>('POST', '/api/cards/import', request),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}
