import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteQuizResponse, QuizAnswer } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';
import { quizzesQueryOptions } from './get-quizzes';
import { quizQueryOptions } from './get-quiz';

/** PUT /api/quizzes/:id/complete: the evaluation; the quiz and the list are refreshed. */
export function useCompleteQuiz(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) =>
      apiJson<CompleteQuizResponse>('PUT', `/api/quizzes/${encodeURIComponent(id)}/complete`, { answers }),
    onSuccess: ({ quiz }) => {
      queryClient.setQueryData(quizQueryOptions(id).queryKey, quiz);
      return queryClient.invalidateQueries({ queryKey: quizzesQueryOptions().queryKey, exact: true });
    },
  });
}
