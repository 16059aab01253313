import { useMutation } from '@tanstack/react-query';
import type { QuizAnswer, QuizEvaluation } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';

/** POST /api/quizzes/:id/retake: a retake of a completed quiz, graded on the server and not stored. */
export function useRetakeQuiz(id: string) {
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) => apiJson<QuizEvaluation>('POST', `/api/quizzes/${encodeURIComponent(id)}/retake`, { answers }),
  });
}
