import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedStudyPlan, SaveStudyPlanRequest } from '../../../../shared/study-plan';
import { apiJson } from '../../../lib/api';
import { studyPlansQueryOptions } from './get-study-plans';

/** POST /api/study-plans with the generated plan's fields; the saved list is fetched again. */
export function useSaveStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveStudyPlanRequest) => apiJson<SavedStudyPlan>('POST', '/api/study-plans', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyPlansQueryOptions().queryKey, exact: true }),
  });
}
