import type { QueryClient } from '@tanstack/react-query';

// The cache keys more than one feature reads or refreshes. Features never import each other, so a
// key another feature must invalidate lives here, once, instead of being spelled again in each.

/** The notes list and everything under it (pages, titles, one note): saving a note anywhere refreshes them all. */
export const NOTES_KEY = ['/api/notes'] as const;

/** The quizzes list: a quiz saved from another tool shows up on the quiz screens. */
export const QUIZZES_KEY = ['/api/quizzes'] as const;

/** Plans and payments: a checkout anywhere refreshes the billing page. */
export const BILLING_KEY = ['/api/billing'] as const;

/** The student's own time zone: "due today" ends at their midnight. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `path?tz=…` in the student's time zone, for the lists whose counts depend on the day. */
export const inTimeZone = (path: string) => `${path}?tz=${encodeURIComponent(TIME_ZONE)}`;

/** GET /api/reviews/stats: the dashboard's review tile; a review graded on the flashcards screen changes it. */
export const REVIEW_STATS_KEY = [inTimeZone('/api/reviews/stats')] as const;

/** The flashcard lists' keys begin so: decks, the cards of a deck, the review queue and its stats. */
const FLASHCARD_PATHS = ['/api/decks', '/api/cards', '/api/reviews'];

/** After any change to decks, cards or reviews every count shown may be stale: fetch them again. */
export function invalidateFlashcards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => FLASHCARD_PATHS.some((path) => String(query.queryKey[0]).startsWith(path)),
  });
}

/** After a review is graded or undone: the review tile's counts. */
export function invalidateReviewStats(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: REVIEW_STATS_KEY });
}
