import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedStudyPlan } from '../../../../shared/study-plan';

/** GET /api/study-plans: the saved plans, newest first (through the default key-path query function). */
export const studyPlansQueryOptions = () => queryOptions<SavedStudyPlan[]>({ queryKey: ['/api/study-plans'] });

export function useStudyPlans() {
  return useQuery(studyPlansQueryOptions());
}
