import { useMutation } from '@tanstack/react-query';
import type { GenerateDashboardQuizRequest, QuizView } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';

/** POST /api/quizzes/generate: an unsaved quiz to take on the dashboard (answers stay on the server). */
export function useGenerateDashboardQuiz() {
  return useMutation({
    mutationFn: (input: GenerateDashboardQuizRequest) => apiJson<QuizView>('POST', '/api/quizzes/generate', input),
  });
}
