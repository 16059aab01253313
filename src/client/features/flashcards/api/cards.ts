import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCardsRequest, Flashcard, ImportRequest, ImportResult } from '../../../../shared/flashcards';
import { apiJson, keyQueryFn } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';

/** GET /api/cards?deck=: one deck's cards, oldest first. */
export const cardsQueryOptions = (deckId: string) =>
  queryOptions<Flashcard[]>({
    queryKey: [`/api/cards?deck=${encodeURIComponent(deckId)}`],
    queryFn: keyQueryFn<Flashcard[]>({ on401: 'throw' }),
  });

export const useCards = (deckId: string | undefined) => useQuery({ ...cardsQueryOptions(deckId ?? ''), enabled: Boolean(deckId) });

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
