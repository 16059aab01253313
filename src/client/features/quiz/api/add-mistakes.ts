import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCardsRequest } from '../../../../shared/flashcards';
import { apiJson } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';

/** POST /api/cards with the quiz's mistakes. */
export function useAddMistakes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCardsRequest) => apiJson<{ deckId: string; cards: unknown[] }>('POST', '/api/cards', request),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}
