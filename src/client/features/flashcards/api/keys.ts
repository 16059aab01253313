import type { QueryClient } from '@tanstack/react-query';

/** The student's own time zone: "due today" ends at their midnight. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const FLASHCARD_PATHS = ['/api/decks', '/api/cards', '/api/reviews'];

/** After any change to decks, cards or reviews every count shown may be stale: fetch them again. */
export function invalidateFlashcards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => FLASHCARD_PATHS.some((path) => String(query.queryKey[0]).startsWith(path)),
  });
}
