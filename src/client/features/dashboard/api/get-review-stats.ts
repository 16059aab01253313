import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats } from '../../../../shared/flashcards';
import { keyQueryFn } from '../../../lib/api';
import { REVIEW_STATS_KEY } from '../../../lib/query-keys';

/** GET /api/reviews/stats: due today, 30 days of reviews and the retention measured from them. */
export const reviewStatsQueryOptions = () =>
  queryOptions<ReviewStats>({
    queryKey: REVIEW_STATS_KEY,
    queryFn: keyQueryFn<ReviewStats>({ on401: 'throw' }),
  });

export const useReviewStats = () => useQuery(reviewStatsQueryOptions());
