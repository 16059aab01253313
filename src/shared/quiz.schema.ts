import { z } from 'zod';
import {
  QUESTION_TYPES,
  QUIZ_DEFAULT_QUESTIONS,
  QUIZ_DIFFICULTIES,
  QUIZ_EXPORT_FORMATS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MIN_QUESTIONS,
  QUIZ_TEXT,
  QUIZ_TEXT_MAX_CHARS,
  QUIZ_TITLE_MAX_CHARS,
  QUIZ_TOPIC_MAX_CHARS,
  type CompleteQuizRequest,
  type CompleteQuizResponse,
  type CompletedQuizView,
  type GenerateDashboardQuizRequest,
  type OpenQuizView,
  type QuizListItem,
  type QuizEvaluation,
  type SaveQuizRequest,
  type SubmitQuizRequest,
  type SubmitQuizResponse,
  type MistakeCardsResponse,
  type WeakSpotsQuizRequest,
} from './quiz';
import { CONCEPT_SUBJECT_MAX_CHARS } from './learner';

// Request and response schemas of the quiz API. The response schemas are the second lock on the
// answers: an open quiz's questions have no answer, explanation or source field to serialize.

/** Typed or pasted as text (form fields are strings): blank means the default of 5, else a whole number 1–20. */
export const questionCountSchema = z
  .union([z.number(), z.string()], { error: QUIZ_TEXT.questionCount })
  .optional()
  .transform((value) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? QUIZ_DEFAULT_QUESTIONS : Number(value),
  )
  .pipe(
    z
      .number({ error: QUIZ_TEXT.questionCount })
      .int(QUIZ_TEXT.questionCount)
      .min(QUIZ_MIN_QUESTIONS, QUIZ_TEXT.questionCount)
      .max(QUIZ_MAX_QUESTIONS, QUIZ_TEXT.questionCount),
  );

export const quizDifficultySchema = z.enum(QUIZ_DIFFICULTIES, { error: QUIZ_TEXT.difficulty });

export const generateDashboardQuizSchema = z.object({
  text: z.string({ error: QUIZ_TEXT.textRequired }).trim().min(1, QUIZ_TEXT.textRequired).max(QUIZ_TEXT_MAX_CHARS, QUIZ_TEXT.textTooLong),
  numQuestions: questionCountSchema,
}) satisfies z.ZodType<GenerateDashboardQuizRequest, unknown>;

/** The text fields of POST /api/generate-quiz (multipart); each may be left out or blank. */
export const generateQuizFieldsSchema = z.object({
  topic: z.string().trim().max(QUIZ_TOPIC_MAX_CHARS, QUIZ_TEXT.topicTooLong).default(''),
  text: z.string().trim().max(QUIZ_TEXT_MAX_CHARS, QUIZ_TEXT.textTooLong).default(''),
  difficulty: z
    .string()
    .optional()
    .transform((value) => value || 'medium')
    .pipe(quizDifficultySchema),
  numQuestions: questionCountSchema,
});
export type GenerateQuizFields = z.output<typeof generateQuizFieldsSchema>;

const answerSchema = z.union([z.number(), z.string().max(5_000), z.null()], { error: QUIZ_TEXT.answersList });
const answerListSchema = z.array(answerSchema, { error: QUIZ_TEXT.answersList }).max(QUIZ_MAX_QUESTIONS * 5, QUIZ_TEXT.answersList);

export const completeQuizSchema = z.object({ answers: answerListSchema }) satisfies z.ZodType<CompleteQuizRequest>;

export const submitQuizSchema = z.object({
  answers: z.union([answerListSchema, z.record(z.string(), answerSchema)], { error: QUIZ_TEXT.answersList }),
}) satisfies z.ZodType<SubmitQuizRequest>;

export const saveQuizSchema = z.object({
  quizId: z.string({ error: QUIZ_TEXT.notFound }).min(1, QUIZ_TEXT.notFound).max(100, QUIZ_TEXT.notFound),
  quizTitle: z.string().trim().max(QUIZ_TITLE_MAX_CHARS, QUIZ_TEXT.titleTooLong).optional(),
  quizQuestions: z
    .array(z.object({ id: z.string(), question: z.string() }), { error: QUIZ_TEXT.questionsMismatch })
    .max(QUIZ_MAX_QUESTIONS * 5, QUIZ_TEXT.questionsMismatch)
    .optional(),
  sourceNotesId: z.string().max(100).nullish(),
}) satisfies z.ZodType<SaveQuizRequest>;

export const quizIdParamsSchema = z.object({ id: z.string().max(100) });
export const quizExportQuerySchema = z.object({
  format: z.enum(QUIZ_EXPORT_FORMATS, { error: 'Choose an export format: md or tsv.' }).default('md'),
});

const openQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()).optional(),
});

const revealedQuestionSchema = openQuestionSchema.extend({
  correctAnswer: z.union([z.number(), z.string()]).optional(),
  explanation: z.string().optional(),
  source: z.string().optional(),
});

export const quizEvaluationResponseSchema = z.object({
  score: z.number(),
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  overallFeedback: z.string(),
  feedback: z.array(z.object({ questionId: z.string(), correct: z.boolean(), feedback: z.string() })),
}) satisfies z.ZodType<QuizEvaluation>;

const viewBase = {
  id: z.string(),
  title: z.string(),
  topic: z.string().nullable(),
  difficulty: quizDifficultySchema,
  sourceNoteId: z.string().nullable(),
  saved: z.boolean(),
  createdAt: z.string(),
};

export const openQuizSchema = z.object({
  ...viewBase,
  completed: z.literal(false),
  questions: z.array(openQuestionSchema),
  userAnswers: z.null(),
  evaluation: z.null(),
  score: z.null(),
  completedAt: z.null(),
}) satisfies z.ZodType<OpenQuizView>;

export const completedQuizSchema = z.object({
  ...viewBase,
  completed: z.literal(true),
  questions: z.array(revealedQuestionSchema),
  userAnswers: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  evaluation: quizEvaluationResponseSchema,
  score: z.number(),
  completedAt: z.string(),
}) satisfies z.ZodType<CompletedQuizView>;

export const quizViewSchema = z.discriminatedUnion('completed', [openQuizSchema, completedQuizSchema]);
export const quizListItemSchema = z.object({
  ...viewBase,
  completed: z.boolean(),
  questionCount: z.number().int(),
  score: z.number().nullable(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<QuizListItem>;

/** A page of GET /api/quizzes: each saved quiz without its questions. */
export const quizListSchema = z.array(quizListItemSchema);

export const submitQuizResponseSchema = z.object({
  score: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  quiz: completedQuizSchema,
}) satisfies z.ZodType<SubmitQuizResponse>;

export const completeQuizResponseSchema = z.object({
  evaluation: quizEvaluationResponseSchema,
  quiz: completedQuizSchema,
}) satisfies z.ZodType<CompleteQuizResponse>;

export const quizExportFileSchema = z
  .string()
  .describe('The quiz as Markdown, or as tab-separated question and answer lines Anki imports.');

export const mistakeCardsResponseSchema = z.object({
  deckId: z.string(),
  deckName: z.string(),
  added: z.number().int(),
  mistakes: z.number().int(),
}) satisfies z.ZodType<MistakeCardsResponse>;

/** Subject blank or left out: the weakest concept's subject. */
export const weakSpotsQuizSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(CONCEPT_SUBJECT_MAX_CHARS, QUIZ_TEXT.topicTooLong)
    .optional()
    .transform((subject) => subject || undefined),
  numQuestions: questionCountSchema,
  conceptId: z.string().max(100, QUIZ_TEXT.conceptNotFound).optional(),
}) satisfies z.ZodType<WeakSpotsQuizRequest, unknown>;
export type WeakSpotsQuizFields = z.output<typeof weakSpotsQuizSchema>;
