import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizView } from '../../../../shared/quiz';

/** GET /api/quizzes: the saved quizzes, newest first (through the default key-path query function). */
export const quizzesQueryOptions = () => queryOptions<QuizView[]>({ queryKey: ['/api/quizzes'] });

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
