import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '../../../../shared/flashcards';
import { apiJson, keyQueryFn } from '../../../lib/api';
import { inTimeZone, invalidateFlashcards } from '../../../lib/query-keys';

/** GET /api/decks with each deck's card and due counts. */
export const decksQueryOptions = () =>
  queryOptions<Deck[]>({
    queryKey: [inTimeZone('/api/decks')],
    queryFn: keyQueryFn<Deck[]>({ on401: 'throw' }),
  });

export const useDecks = () => useQuery(decksQueryOptions());

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<Deck>('POST', '/api/decks', { name }),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

export function useRenameDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiJson('PATCH', `/api/decks/${encodeURIComponent(id)}`, { name }),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/decks/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}
