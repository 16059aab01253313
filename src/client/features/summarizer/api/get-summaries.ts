import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSummary } from '../../../../shared/summary';
import { keyQueryFn } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/** GET /api/summaries, newest first. A 401 resolves to null: the session ended while the page was open. */
export const summariesQueryOptions = () =>
  queryOptions<SavedSummary[] | null>({
    queryKey: ['/api/summaries'],
    queryFn: keyQueryFn<SavedSummary[] | null>({ on401: 'returnNull' }),
  });

/** The saved summaries are fetched only for a signed-in user. */
export function useSummaries() {
  const { user } = useUser();
  return useQuery({ ...summariesQueryOptions(), enabled: Boolean(user) });
}
