import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudyPlanSummary } from '../../../../shared/study-plan';

/** GET /api/study-plans: the saved plans without their content, newest first (through the default key-path query function). */
export const studyPlansQueryOptions = () => queryOptions<StudyPlanSummary[]>({ queryKey: ['/api/study-plans'] });

export function useStudyPlans() {
  return useQuery(studyPlansQueryOptions());
}
