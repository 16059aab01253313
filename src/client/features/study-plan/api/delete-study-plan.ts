import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { studyPlanQueryOptions } from './get-study-plan';
import { studyPlansQueryOptions } from './get-study-plans';

/** DELETE /api/study-plans/:id; the saved list is fetched again whatever the answer (a 404 means it is already gone). */
export function useDeleteStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('DELETE', `/api/study-plans/${encodeURIComponent(id)}`),
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: studyPlanQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: studyPlansQueryOptions().queryKey, exact: true });
    },
  });
}
