import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizView } from '../../../../shared/quiz';

/** GET /api/quizzes/:id: the questions, and once completed the answers and the evaluation. */
export const quizQueryOptions = (id: string) => queryOptions<QuizView>({ queryKey: ['/api/quizzes', id] });

export function useQuiz(id: string) {
  return useQuery(quizQueryOptions(id));
}
