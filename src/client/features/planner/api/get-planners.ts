import { useInfiniteQuery } from '@tanstack/react-query';
import type { PlannerListItem } from '../../../../shared/planner';
import { useUser } from '../../../lib/auth/get-user';
import { pagedListOptions } from '../../../lib/paged-list';

/**
 * GET /api/planners, newest first, 100 at a time without their schedules (GET /api/planners/:id
 * has them). A 401 resolves to null: the session ended while the page was open, and the screen
 * asks the user to sign in.
 */
export const plannersQueryOptions = () => pagedListOptions<PlannerListItem>('/api/planners', { on401: 'returnNull' });

/** The planners query runs only for a signed-in user. */
export function usePlanners() {
  const { user } = useUser();
  return useInfiniteQuery({ ...plannersQueryOptions(), enabled: Boolean(user) });
}
