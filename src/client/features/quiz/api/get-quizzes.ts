import { useInfiniteQuery } from '@tanstack/react-query';
import type { QuizListItem } from '../../../../shared/quiz';
import { QUIZZES_KEY } from '../../../lib/query-keys';
import { pagedListOptions } from '../../../lib/paged-list';

/** GET /api/quizzes: the saved quizzes newest first, 100 at a time without their questions (GET /api/quizzes/:id has them). */
export const quizzesQueryOptions = () => pagedListOptions<QuizListItem>(QUIZZES_KEY[0], { key: [...QUIZZES_KEY] });

export function useQuizzes() {
  return useInfiniteQuery(quizzesQueryOptions());
}
