import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CARD_SIDE_MAX_CHARS, DECK_NAME_MAX_CHARS, DEFAULT_DECK_NAME, type CreateCardsRequest } from '../../../../shared/flashcards';
import type { Doubt } from '../../../../shared/doubt';
import { apiJson } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';

const clip = (text: string) => (text.length > CARD_SIDE_MAX_CHARS ? `${text.slice(0, CARD_SIDE_MAX_CHARS - 1)}…` : text);

/** A solved doubt as one card: the question on the front, the answer on the back, in the subject's deck. */
export function doubtCard(doubt: Doubt): CreateCardsRequest {
  return {
    deckName: doubt.subject?.slice(0, DECK_NAME_MAX_CHARS) || DEFAULT_DECK_NAME,
    cards: [{ front: clip(doubt.question), back: clip(doubt.answer), source: { kind: 'doubt', id: doubt.id } }],
  };
}

/** 'Remember this': POST /api/cards with the doubt as a flashcard. */
export function useRememberDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doubt: Doubt) => apiJson('POST', '/api/cards', doubtCard(doubt)),
    onSuccess: () => invalidateFlashcards(queryClient),
  });
}
