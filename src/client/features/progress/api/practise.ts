import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizView, WeakSpotsQuizRequest } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';
import { QUIZZES_KEY } from '../../../lib/query-keys';

/** POST /api/quizzes/weak-spots: a saved quiz on the weakest concepts, or on one (`conceptId`). */
export function usePractise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WeakSpotsQuizRequest) => apiJson<QuizView>('POST', '/api/quizzes/weak-spots', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZZES_KEY, exact: true }),
  });
}
