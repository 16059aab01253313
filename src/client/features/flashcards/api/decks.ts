import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '../../../../shared/flashcards';
import { apiJson } from '../../../lib/api';
import { pagedItems, pagedListOptions } from '../../../lib/paged-list';
import { inTimeZone, invalidateFlashcards } from '../../../lib/query-keys';

/** GET /api/decks with each deck's card and due counts, by name, 100 at a time. */
export const decksQueryOptions = () => pagedListOptions<Deck>(inTimeZone('/api/decks'));

/** The decks read so far as one list (`data`); `fetchNextPage` reads the next 100. */
export const useDecks = () => useInfiniteQuery({ ...decksQueryOptions(), select: (data) => pagedItems(data) ?? [] });

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
