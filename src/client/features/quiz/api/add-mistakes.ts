import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCardsRequest } from '../../../../shared/flashcards';
import { apiJson } from '../../../lib/api';

/** The flashcard lists' query keys begin so; features do not import each other, so they are named here. */
const FLASHCARD_PATHS = ['/api/decks', '/api/cards', '/api/reviews'];

/** POST /api/cards with the quiz's mistakes. */
export function useAddMistakes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCardsRequest) => apiJson<{ deckId: string; cards: unknown[] }>('POST', '/api/cards', request),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => FLASHCARD_PATHS.some((path) => String(query.queryKey[0]).startsWith(path)) }),
  });
}
