import { useInfiniteQuery } from '@tanstack/react-query';
import type { SummaryListItem } from '../../../../shared/summary';
import { useUser } from '../../../lib/auth/get-user';
import { pagedListOptions } from '../../../lib/paged-list';

/**
 * GET /api/summaries, newest first, 100 at a time without their texts (GET /api/summaries/:id has
 * them). A 401 resolves to null: the session ended while the page was open.
 */
export const summariesQueryOptions = () => pagedListOptions<SummaryListItem>('/api/summaries', { on401: 'returnNull' });

/** The saved summaries are fetched only for a signed-in user. */
export function useSummaries() {
  const { user } = useUser();
  return useInfiniteQuery({ ...summariesQueryOptions(), enabled: Boolean(user) });
}
