import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizView, SaveQuizRequest } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';
import { quizzesQueryOptions } from './get-quizzes';

/** POST /api/quizzes/save: names the generated quiz; the saved list is refreshed. */
export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveQuizRequest) => apiJson<QuizView>('POST', '/api/quizzes/save', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizzesQueryOptions().queryKey }),
  });
}
