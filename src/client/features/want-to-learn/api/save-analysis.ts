import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadyQuiz, SavedReadyQuiz } from '../../../../shared/analysis';
import { apiJson } from '../../../lib/api';

/** The notes and quizzes lists' query keys; features do not import each other, so they are named here. */
const NOTES_QUERY_KEY = ['/api/notes'];
const QUIZZES_QUERY_KEY = ['/api/quizzes'];

export interface NoteInput {
  title: string;
  content: string;
  subject?: string;
}

/** POST /api/notes: the result kept on /notes, and found by later answers that draw on notes. */
export function useSaveAnalysisNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput) => apiJson<{ id: string }>('POST', '/api/notes', note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_QUERY_KEY }),
  });
}

/** POST /api/want-to-learn/quiz: the quick quiz kept among the user's quizzes, to take at /quiz/{id}. */
export function useSaveAnalysisQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quiz: ReadyQuiz) => apiJson<SavedReadyQuiz>('POST', '/api/want-to-learn/quiz', quiz),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZZES_QUERY_KEY }),
  });
}
