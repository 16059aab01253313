import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats } from '../../../../shared/flashcards';
import { keyQueryFn } from '../../../lib/api';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/reviews/stats: due today, 30 days of reviews and the retention measured from them. */
export const reviewStatsQueryOptions = () =>
  queryOptions<ReviewStats>({
    queryKey: [`/api/reviews/stats?tz=${encodeURIComponent(TIME_ZONE)}`],
    queryFn: keyQueryFn<ReviewStats>({ on401: 'throw' }),
  });

export const useReviewStats = () => useQuery(reviewStatsQueryOptions());
