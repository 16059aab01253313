import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedPlanner } from '../../../../shared/planner';
import { keyQueryFn } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/**
 * GET /api/planners, newest first. A 401 resolves to null: the session ended while the page was
 * open, and the screen asks the user to sign in.
 */
export const plannersQueryOptions = () =>
  queryOptions<SavedPlanner[] | null>({ queryKey: ['/api/planners'], queryFn: keyQueryFn<SavedPlanner[] | null>({ on401: 'returnNull' }) });

/** The planners query runs only for a signed-in user. */
export function usePlanners() {
  const { user } = useUser();
  return useQuery({ ...plannersQueryOptions(), enabled: Boolean(user) });
}
