import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SavedStudyPlan } from '../../../../shared/study-plan';

/** GET /api/study-plans/:id: one saved plan with its content (the list leaves the content out). */
export const studyPlanQueryOptions = (id: string) => queryOptions<SavedStudyPlan>({ queryKey: ['/api/study-plans', id] });

/** Reads a saved plan when the student asks to see or download it (kept after the first read). */
export function useFetchStudyPlan() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery(studyPlanQueryOptions(id));
}
