import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizView } from '../../../../shared/quiz';
import { QUIZZES_KEY } from '../../../lib/query-keys';

/** GET /api/quizzes: the saved quizzes, newest first (through the default key-path query function). */
export const quizzesQueryOptions = () => queryOptions<QuizView[]>({ queryKey: QUIZZES_KEY });

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
