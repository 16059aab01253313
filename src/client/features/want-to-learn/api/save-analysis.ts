import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadyQuiz, SavedReadyQuiz } from '../../../../shared/want-to-learn';
import { apiJson } from '../../../lib/api';
import { QUIZZES_KEY } from '../../../lib/query-keys';

/** POST /api/want-to-learn/quiz: the quick quiz kept among the user's quizzes, to take at /quiz/{id}. */
export function useSaveAnalysisQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quiz: ReadyQuiz) => apiJson<SavedReadyQuiz>('POST', '/api/want-to-learn/quiz', quiz),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZZES_KEY }),
  });
}
