import type { Deck, Flashcard } from '../../../shared/flashcards';
import type { CardRow, DeckWithCounts } from './repo';

export function toFlashcard(row: CardRow): Flashcard {
  return {
    id: row.id,
    deckId: row.deckId,
    front: row.front,
    back: row.back,
    source: row.source,
    due: row.due.toISOString(),
    state: row.state,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeck(row: DeckWithCounts): Deck {
  return {
    id: row.id,
    name: row.name,
    cardCount: row.cardCount,
    dueCount: row.dueCount,
    createdAt: row.createdAt.toISOString(),
    plannerId: row.plannerId,
    examDate: row.examDate,
  };
}
