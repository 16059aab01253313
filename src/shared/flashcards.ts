// Constants, texts and types of flashcards (decks, cards, FSRS reviews) shared by client and server.

export const CARD_SIDE_MAX_CHARS = 4_000;
export const DECK_NAME_MAX_CHARS = 100;
/** A card made without a deck named goes to this one (one deck per subject by default). */
export const DEFAULT_DECK_NAME = 'General';
/** The deck of an Anki package whose decks have no usable name. */
export const ANKI_IMPORT_DECK_NAME = 'Anki import';
/** Cards sent in one POST /api/cards (a quiz's mistakes, accepted suggestions, an import). */
export const CARDS_PER_REQUEST_MAX = 500;
/** Due cards sent with one GET /api/reviews/due; the count covers all of them. */
export const DUE_BATCH_SIZE = 50;
/** The widest due queue one request may ask for: the cards due within a week, 200 of them (decision 076). */
export const DUE_DAYS_MAX = 7;
export const DUE_LIMIT_MAX = 200;
/** Desired retention of the FSRS scheduler (ts-fsrs default parameters otherwise). */
export const DESIRED_RETENTION = 0.9;
/** Days of reviews in the dashboard's chart and measured retention. */
export const REVIEW_HISTORY_DAYS = 30;
/** Proposed cards from one POST /api/cards/suggest. */
export const SUGGESTIONS_MAX = 12;
export const SUGGEST_TEXT_MAX_CHARS = 50_000;
/** Longest tab-separated file accepted by the import (sent as JSON text, under the 1 MB body limit). */
export const IMPORT_MAX_CHARS = 900_000;

export const CARD_SOURCE_KINDS = ['manual', 'quiz', 'note', 'summary', 'text', 'doubt', 'import'] as const;
export type CardSourceKind = (typeof CARD_SOURCE_KINDS)[number];

/** The four FSRS grades, keys 1–4 on the review screen. */
export const GRADES = [1, 2, 3, 4] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_LABELS: Record<Grade, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

export const EXPORT_FORMATS = ['anki', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const FLASHCARD_MESSAGES = {
  frontRequired: 'Please write the front of the card.',
  backRequired: 'Please write the back of the card.',
  frontTooLong: `Please keep the front to at most ${CARD_SIDE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  backTooLong: `Please keep the back to at most ${CARD_SIDE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  deckNameRequired: 'Please name the deck.',
  deckNameTooLong: `Please keep the deck name to at most ${DECK_NAME_MAX_CHARS} characters.`,
  deckExists: 'You already have a deck with this name.',
  cardsRequired: 'Add at least one card.',
  tooManyInRequest: `Send at most ${CARDS_PER_REQUEST_MAX} cards at a time.`,
  deckNotFound: 'Deck not found',
  cardNotFound: 'Card not found',
  imageNotFound: 'Image not found',
  gradeInvalid: 'Choose a grade from 1 (Again) to 4 (Easy).',
  reviewedAtInvalid: 'The review time must be a date and time, not in the future.',
  reviewedBeforeLast: 'This card has a later review already.',
  nothingToUndo: 'This card has no review to undo.',
  timeZoneInvalid: 'Unknown time zone.',
  dueDaysInvalid: `Ask for the cards due within 1 to ${DUE_DAYS_MAX} days.`,
  dueLimitInvalid: `Ask for 1 to ${DUE_LIMIT_MAX} cards at a time.`,
  formatInvalid: 'Choose a format: anki or md.',
  suggestSourceRequired: 'Give a note, a summary or some text to make flashcards from.',
  suggestTextTooLong: `Please keep the text to at most ${SUGGEST_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  noteNotFound: 'Note not found',
  summaryNotFound: 'Summary not found',
  noSuggestions: 'No flashcards could be made from this text. Try a longer passage with definitions.',
  importEmpty: 'The file has no front/back lines separated by a tab.',
  importTooBig: 'The file is too large (900 KB at most).',
  importType: 'Please choose a tab-separated .txt or .tsv file.',
  plannerNotFound: 'Exam plan not found. Choose one of your planners or no exam.',
} as const;

/** Where a card came from; a quiz or suggestion keeps its source passage. */
export interface CardSource {
  kind: CardSourceKind;
  id?: string;
  /** The question of the quiz (`id`) a mistake card was made from: one card per question, however often asked. */
  questionId?: string;
  passage?: string;
}

export interface Deck {
  id: string;
  name: string;
  cardCount: number;
  dueCount: number;
  createdAt: string;
  /** The planner whose exam the deck is scheduled for (decision 068), and that exam's date. */
  plannerId: string | null;
  examDate: string | null;
}

/** PUT /api/decks/:id/exam: tie the deck to a planner's exam, or untie it with null. */
export interface DeckExamRequest {
  plannerId: string | null;
}

export interface Flashcard {
  id: string;
  deckId: string;
  front: string;
  back: string;
  source: CardSource;
  due: string;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  reps: number;
  lapses: number;
  lastReview: string | null;
  createdAt: string;
}

/** A due card with each grade's next interval already worded ('10 min', '3 d'). */
export interface DueCard extends Flashcard {
  intervals: Record<`${Grade}`, string>;
}

export interface DueResponse {
  cards: DueCard[];
  /**
   * Every card due today (the batch may hold fewer): review cards due before the student's
   * midnight, new and learning cards whose time has come. With `days`, before the midnight that
   * many days ahead.
   */
  count: number;
}

export interface NewCard {
  front: string;
  back: string;
  source?: CardSource;
}

/** One quiz question as a card (a quiz's "Make cards from my mistakes"). */
export interface QuizCard {
  questionId: string;
  front: string;
  back: string;
  passage?: string;
}

export interface QuizCardsAdded {
  deckId: string;
  deckName: string;
  added: number;
}

/**
 * Adds a quiz's question cards that are not made yet to the deck `deckName`: the flashcards'
 * service lent to the quiz feature (features do not import each other).
 */
export type AddQuizCards = (userId: string, quizId: string, deckName: string, cards: QuizCard[]) => Promise<QuizCardsAdded>;

export interface CreateCardsRequest {
  deckId?: string;
  /** Found or made by name when no deckId is given; 'General' when neither is. */
  deckName?: string;
  cards: NewCard[];
}

export interface ReviewRequest {
  cardId: string;
  grade: Grade;
  reviewedAt: string;
}

export interface ReviewStats {
  dueToday: number;
  /** One entry per local day, oldest first, the last one today. */
  days: { date: string; reviews: number }[];
  /** Share of reviews of cards already learned that were not 'Again'; null with none. */
  retention: number | null;
  /** How many reviews the retention was measured on. */
  retentionReviews: number;
}

export interface CardSuggestion {
  front: string;
  back: string;
  kind: 'cloze' | 'definition' | 'qa';
  passage?: string;
}

export type SuggestRequest = { noteId: string } | { summaryId: string } | { text: string };

export interface ImportRequest {
  deckId?: string;
  deckName?: string;
  content: string;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  deckId: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A scheduling interval as the grade buttons show it: '1 min', '10 min', '5 h', '3 d', '2 mo', '1.5 y'. */
export function intervalLabel(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} h`;
  const days = ms / DAY;
  if (days < 30) return `${Math.round(days)} d`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${Math.round((days / 365) * 10) / 10} y`;
}

// Exam-aware scheduling (decision 066): before a deck's exam, due dates aim at recall on exam day.

/** Predicted recall every card of a deck tied to an exam should have on exam day. */
export const EXAM_TARGET_RECALL = 0.95;
/** Desired retention while the exam is more than EXAM_RAMP_DAYS away; it rises to EXAM_RETENTION_MAX on the eve. */
export const EXAM_RETENTION_FAR = 0.8;
export const EXAM_RETENTION_MAX = 0.9;
export const EXAM_RAMP_DAYS = 7;
/** Share of the daily budget an "easy day" gets. */
export const EASY_DAY_SHARE = 0.5;
/** What one review takes, counting the student's daily minutes in reviews (decision 066 measured at it). */
export const SECONDS_PER_REVIEW = 15;
