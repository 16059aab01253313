import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratedStudyPlan } from '../../../../shared/study-plan';
import { apiJson } from '../../../lib/api';
import { studyPlanNote } from '../study-plan-text';

/** The notes list's query key; features do not import each other, so it is named here. */
const NOTES_QUERY_KEY = ['/api/notes'];

/** POST /api/notes with the plan as a note, so it turns up on /notes. */
export function useSaveStudyPlanNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: GeneratedStudyPlan) => apiJson<{ id: string }>('POST', '/api/notes', studyPlanNote(plan)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_QUERY_KEY }),
  });
}
