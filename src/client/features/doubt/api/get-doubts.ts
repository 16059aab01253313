import { useInfiniteQuery } from '@tanstack/react-query';
import type { DoubtListItem } from '../../../../shared/doubt';
import { useUser } from '../../../lib/auth/get-user';
import { pagedListOptions } from '../../../lib/paged-list';

/**
 * GET /api/doubts, newest first, 100 at a time without their answers (GET /api/doubts/:id has
 * them). A 401 resolves to null: the session ended while the page was open, and the screen shows
 * its sign-in card.
 */
export const doubtsQueryOptions = () => pagedListOptions<DoubtListItem>('/api/doubts', { on401: 'returnNull' });

/** The doubts query runs only for a signed-in user. */
export function useDoubts() {
  const { user } = useUser();
  return useInfiniteQuery({ ...doubtsQueryOptions(), enabled: Boolean(user) });
}
