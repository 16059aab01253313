import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAnswer, SubmitQuizResponse } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';
import { quizzesQueryOptions } from './get-quizzes';

/** PUT /api/quizzes/:id/submit: graded on the server; the answer carries the quiz with its answers revealed. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: Record<string, QuizAnswer> }) =>
      apiJson<SubmitQuizResponse>('PUT', `/api/quizzes/${encodeURIComponent(id)}/submit`, { answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizzesQueryOptions().queryKey }),
  });
}
