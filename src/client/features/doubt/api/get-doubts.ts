import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Doubt } from '../../../../shared/doubt';
import { keyQueryFn } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/**
 * GET /api/doubts, newest first. A 401 resolves to null: the session ended while the page was
 * open, and the screen shows its sign-in card.
 */
export const doubtsQueryOptions = () =>
  queryOptions<Doubt[] | null>({ queryKey: ['/api/doubts'], queryFn: keyQueryFn<Doubt[] | null>({ on401: 'returnNull' }) });

/** The doubts query runs only for a signed-in user. */
export function useDoubts() {
  const { user } = useUser();
  return useQuery({ ...doubtsQueryOptions(), enabled: Boolean(user) });
}
