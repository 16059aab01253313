import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizDifficulty, QuizView } from '../../../../shared/quiz';
import { settleResponse } from '../../../lib/api';
import { quizzesQueryOptions } from './get-quizzes';

export interface GenerateQuizInput {
  topic: string;
  text: string;
  difficulty: QuizDifficulty;
  numQuestions: number;
  file: File | null;
}

/** POST /api/generate-quiz: multipart with the optional topic, text, difficulty, count and file. */
async function generateQuiz({ topic, text, difficulty, numQuestions, file }: GenerateQuizInput): Promise<QuizView> {
  const body = new FormData();
  body.append('topic', topic);
  body.append('text', text);
  body.append('difficulty', difficulty);
  body.append('numQuestions', String(numQuestions));
  if (file) body.append('file', file);
  // No Content-Type header: the browser sets the multipart boundary itself.
  const response = await fetch('/api/generate-quiz', { method: 'POST', body, credentials: 'include' });
  await settleResponse(response);
  return (await response.json()) as QuizView;
}

export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizzesQueryOptions().queryKey, exact: true }),
  });
}
