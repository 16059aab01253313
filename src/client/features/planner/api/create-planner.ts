import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlannerRequest, SavedPlanner } from '../../../../shared/planner';
import { apiJson } from '../../../lib/api';
import { plannerQueryOptions } from './get-planner';
import { plannersQueryOptions } from './get-planners';

/** POST /api/planner: plans every day up to the exam and stores it; the list is fetched again. */
export function useCreatePlanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePlannerRequest) => apiJson<SavedPlanner>('POST', '/api/planner', input),
    onSuccess: (planner) => {
      // The new planner is shown at once: it need not be read again.
      queryClient.setQueryData(plannerQueryOptions(planner.id).queryKey, planner);
      return queryClient.invalidateQueries({ queryKey: plannersQueryOptions().queryKey, exact: true });
    },
  });
}
