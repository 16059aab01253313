import { useMutation } from '@tanstack/react-query';
import type { GeneratedStudyPlan, GenerateStudyPlanRequest } from '../../../../shared/study-plan';
import { apiJson } from '../../../lib/api';

/** POST /api/study-plans/generate: a plan to look at; nothing is saved. */
export function useGenerateStudyPlan() {
  return useMutation({
    mutationFn: (input: GenerateStudyPlanRequest) => apiJson<GeneratedStudyPlan>('POST', '/api/study-plans/generate', input),
  });
}
