import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '../../../../shared/flashcards';
import type { PlannerListItem } from '../../../../shared/planner';
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

/** PUT /api/decks/:id/exam: ties the deck to a planner's exam (null unties it); its cards are re-planned. */
export function useTieDeckExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plannerId }: { id: string; plannerId: string | null }) =>
      apiJson<Pick<Deck, 'id' | 'name' | 'plannerId' | 'examDate'>>('PUT', inTimeZone(`/api/decks/${encodeURIComponent(id)}/exam`), {
        plannerId,
      }),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}

/** The student's planners (GET /api/planners, the planner screen's own list and key): the exams a deck can be tied to. */
export const usePlannerExams = () =>
  useInfiniteQuery({
    ...pagedListOptions<PlannerListItem>('/api/planners', { on401: 'returnNull' }),
    select: (data) => pagedItems(data) ?? [],
  });
