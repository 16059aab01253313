import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MistakeCardsResponse } from '../../../../shared/quiz';
import { apiJson } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';

/** POST /api/quizzes/:id/mistake-cards: the server makes one card per wrong answer, once. */
export function useMakeMistakeCards(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MistakeCardsResponse>('POST', `/api/quizzes/${encodeURIComponent(quizId)}/mistake-cards`),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}
