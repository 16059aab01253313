import { z } from 'zod';
import { listCursorSchema } from './list-page.schema';
import {
  CARD_SIDE_MAX_CHARS,
  CARD_SOURCE_KINDS,
  CARDS_PER_REQUEST_MAX,
  DECK_NAME_MAX_CHARS,
  DUE_BATCH_SIZE,
  DUE_DAYS_MAX,
  DUE_LIMIT_MAX,
  EXPORT_FORMATS,
  FLASHCARD_MESSAGES as M,
  GRADES,
  IMPORT_MAX_CHARS,
  SUGGEST_TEXT_MAX_CHARS,
  type CardSource,
  type CardSuggestion,
  type CreateCardsRequest,
  type Deck,
  type DeckExamRequest,
  type DueCard,
  type DueResponse,
  type Flashcard,
  type ImportRequest,
  type ImportResult,
  type ReviewRequest,
  type ReviewStats,
} from './flashcards';
import { isTimeZone } from './local-day';

// Request and response schemas of decks, cards and reviews.

const front = z.string({ error: M.frontRequired }).trim().min(1, M.frontRequired).max(CARD_SIDE_MAX_CHARS, M.frontTooLong);
const back = z.string({ error: M.backRequired }).trim().min(1, M.backRequired).max(CARD_SIDE_MAX_CHARS, M.backTooLong);
const deckName = z.string({ error: M.deckNameRequired }).trim().min(1, M.deckNameRequired).max(DECK_NAME_MAX_CHARS, M.deckNameTooLong);

export const cardSourceSchema = z.object({
  kind: z.enum(CARD_SOURCE_KINDS),
  id: z.string().max(100).optional(),
  questionId: z.string().max(100).optional(),
  passage: z.string().max(CARD_SIDE_MAX_CHARS).optional(),
}) satisfies z.ZodType<CardSource>;

export const newCardSchema = z.object({ front, back, source: cardSourceSchema.optional() });

export const createCardsSchema = z.object({
  deckId: z.string().max(100).optional(),
  deckName: deckName.optional(),
  cards: z.array(newCardSchema, { error: M.cardsRequired }).min(1, M.cardsRequired).max(CARDS_PER_REQUEST_MAX, M.tooManyInRequest),
}) satisfies z.ZodType<CreateCardsRequest, unknown>;

export const importRequestSchema = z.object({
  deckId: z.string().max(100).optional(),
  deckName: deckName.optional(),
  content: z.string({ error: M.importEmpty }).max(IMPORT_MAX_CHARS, M.importTooBig),
}) satisfies z.ZodType<ImportRequest, unknown>;

export const updateCardSchema = z
  .object({ front: front.optional(), back: back.optional(), deckId: z.string().max(100).optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: M.frontRequired });

export const deckBodySchema = z.object({ name: deckName });

export const deckExamBodySchema = z.object({
  plannerId: z.string({ error: M.plannerNotFound }).max(100, M.plannerNotFound).nullable(),
}) satisfies z.ZodType<DeckExamRequest>;

export const idParamsSchema = z.object({ id: z.string().max(100) });

const timeZone = z
  .string()
  .max(64)
  .refine((value) => isTimeZone(value), { error: M.timeZoneInvalid })
  .default('UTC');

/** GET /api/cards: a deck's cards (or all), oldest first, a page at a time (decision 060). */
export const cardListQuerySchema = z.object({ deck: z.string().max(100).optional(), cursor: listCursorSchema });
/**
 * GET /api/reviews/due: today's queue; `days` and `limit` widen it to the cards due within the next
 * days (the queue the installed app keeps for reviewing offline, decision 076).
 */
export const dueQuerySchema = z.object({
  deck: z.string().max(100).optional(),
  tz: timeZone,
  days: z.coerce
    .number({ error: M.dueDaysInvalid })
    .int(M.dueDaysInvalid)
    .min(1, M.dueDaysInvalid)
    .max(DUE_DAYS_MAX, M.dueDaysInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: M.dueLimitInvalid })
    .int(M.dueLimitInvalid)
    .min(1, M.dueLimitInvalid)
    .max(DUE_LIMIT_MAX, M.dueLimitInvalid)
    .default(DUE_BATCH_SIZE),
});
export const statsQuerySchema = z.object({ tz: timeZone });
/** POST /api/reviews?tz=: the student's time zone counts the days to a deck's exam (decision 068). */
export const reviewQuerySchema = z.object({ tz: timeZone });
/** PUT /api/decks/:id/exam?tz=: the day the deck's cards are re-planned from. */
export const deckExamQuerySchema = z.object({ tz: timeZone });
/** GET /api/decks: decks by name, a page at a time (decision 060), with counts for the student's day. */
export const deckListQuerySchema = statsQuerySchema.extend({ cursor: listCursorSchema });
export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: M.formatInvalid }).default('anki') });

export const reviewRequestSchema = z.object({
  cardId: z.string({ error: M.cardNotFound }).max(100, M.cardNotFound),
  grade: z.union(
    GRADES.map((grade) => z.literal(grade)),
    { error: M.gradeInvalid },
  ),
  reviewedAt: z.iso.datetime({ offset: true, error: M.reviewedAtInvalid }),
}) satisfies z.ZodType<ReviewRequest>;

export const undoReviewSchema = z.object({ cardId: z.string({ error: M.cardNotFound }).max(100, M.cardNotFound) });

export const suggestRequestSchema = z.union(
  [
    z.object({ noteId: z.string().max(100) }),
    z.object({ summaryId: z.string().max(100) }),
    z.object({ text: z.string().trim().min(1, M.suggestSourceRequired).max(SUGGEST_TEXT_MAX_CHARS, M.suggestTextTooLong) }),
  ],
  { error: M.suggestSourceRequired },
);

export const deckSchema = z.object({
  id: z.string(),
  name: z.string(),
  cardCount: z.number(),
  dueCount: z.number(),
  createdAt: z.string(),
  plannerId: z.string().nullable(),
  examDate: z.string().nullable(),
}) satisfies z.ZodType<Deck>;
export const deckListSchema = z.array(deckSchema);

export const flashcardSchema = z.object({
  id: z.string(),
  deckId: z.string(),
  front: z.string(),
  back: z.string(),
  source: cardSourceSchema,
  due: z.string(),
  state: z.number(),
  reps: z.number(),
  lapses: z.number(),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<Flashcard>;
export const flashcardListSchema = z.array(flashcardSchema);
export const createCardsResponseSchema = z.object({ deckId: z.string(), cards: flashcardListSchema });

export const dueCardSchema = flashcardSchema.extend({
  intervals: z.object({ 1: z.string(), 2: z.string(), 3: z.string(), 4: z.string() }),
}) satisfies z.ZodType<DueCard>;

export const dueResponseSchema = z.object({
  cards: z.array(dueCardSchema),
  count: z.number(),
}) satisfies z.ZodType<DueResponse>;

export const reviewResponseSchema = z.object({ card: flashcardSchema, duplicate: z.boolean() });

export const reviewStatsSchema = z.object({
  dueToday: z.number(),
  days: z.array(z.object({ date: z.string(), reviews: z.number() })),
  retention: z.number().nullable(),
  retentionReviews: z.number(),
}) satisfies z.ZodType<ReviewStats>;

export const cardSuggestionSchema = z.object({
  front: z.string(),
  back: z.string(),
  kind: z.enum(['cloze', 'definition', 'qa']),
  passage: z.string().optional(),
}) satisfies z.ZodType<CardSuggestion>;
export const suggestResponseSchema = z.object({ suggestions: z.array(cardSuggestionSchema) });

export const importResultSchema = z.object({
  imported: z.number(),
  skipped: z.number(),
  deckId: z.string(),
}) satisfies z.ZodType<ImportResult>;
export const exportFileSchema = z
  .string()
  .describe("The deck as Anki's text import (header lines, tab-separated HTML fields) or as Markdown.");
export const deletedSchema = z.object({ id: z.string() });
