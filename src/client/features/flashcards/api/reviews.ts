import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DueResponse, Flashcard, Grade } from '../../../../shared/flashcards';
import { apiJson, keyQueryFn } from '../../../lib/api';
import { inTimeZone, invalidateReviewStats } from '../../../lib/query-keys';

/** GET /api/reviews/due: today's queue with each grade's interval, and how many are due. */
export const dueQueryOptions = () =>
  queryOptions<DueResponse>({
    queryKey: [inTimeZone('/api/reviews/due')],
    queryFn: keyQueryFn<DueResponse>({ on401: 'throw' }),
    // The session works through the batch it loaded; a refetch mid-review would reshuffle it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useDue = () => useQuery(dueQueryOptions());

/**
 * POST /api/reviews: `reviewedAt` is fixed when the key is pressed, so a repeat is the same review; the
 * time zone counts the days to the deck's exam.
 */
export function useGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { cardId: string; grade: Grade; reviewedAt: string }) =>
      apiJson<{ card: Flashcard; duplicate: boolean }>('POST', inTimeZone('/api/reviews'), review),
    onSuccess: () => invalidateReviewStats(queryClient),
  });
}

export function useUndoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => apiJson<Flashcard>('POST', '/api/reviews/undo', { cardId }),
    onSuccess: () => invalidateReviewStats(queryClient),
  });
}
