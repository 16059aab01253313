import { z } from 'zod';
import {
  ANALYZE_MESSAGES,
  ANALYZE_REQUEST_MAX_CHARS,
  type AnalysisResult,
  READY_QUIZ_LIMITS,
  READY_QUIZ_MESSAGES,
  type ReadyQuiz,
  type SavedReadyQuiz,
} from './want-to-learn';

export const analyzeTextRequestSchema = z.object({
  text: z
    .string({ error: ANALYZE_MESSAGES.textRequired })
    .trim()
    .min(1, ANALYZE_MESSAGES.textRequired)
    .max(ANALYZE_REQUEST_MAX_CHARS, ANALYZE_MESSAGES.textTooLong),
});

export const analysisResultSchema = z.object({
  explanation: z.string(),
  studyPlan: z.object({ overview: z.string(), steps: z.array(z.string()) }).optional(),
  quiz: z
    .object({
      questions: z.array(z.object({ question: z.string(), options: z.array(z.string()), correct: z.number().int() })),
    })
    .optional(),
  source: z.object({ title: z.string(), url: z.string() }).optional(),
  notice: z.string().optional(),
}) satisfies z.ZodType<AnalysisResult>;

const L = READY_QUIZ_LIMITS;
const invalid = { error: READY_QUIZ_MESSAGES.invalid };

const readyQuestionSchema = z
  .object(
    {
      question: z.string(invalid).trim().min(1, invalid).max(L.questionChars, invalid),
      options: z
        .array(z.string(invalid).trim().min(1, invalid).max(L.optionChars, invalid), invalid)
        .min(L.minOptions, invalid)
        .max(L.maxOptions, invalid),
      correct: z.number(invalid).int(invalid).min(0, invalid),
    },
    invalid,
  )
  .refine((question) => question.correct < question.options.length, invalid);

/** POST /api/want-to-learn/quiz: a blank title becomes the default one. */
export const saveReadyQuizSchema = z.object(
  {
    title: z
      .string()
      .trim()
      .max(L.titleChars, READY_QUIZ_MESSAGES.titleTooLong)
      .optional()
      .transform((title) => title || READY_QUIZ_MESSAGES.defaultTitle),
    questions: z.array(readyQuestionSchema, invalid).min(1, invalid).max(L.questions, invalid),
  },
  invalid,
) satisfies z.ZodType<ReadyQuiz, unknown>;

export const savedReadyQuizSchema = z.object({ id: z.string(), title: z.string() }) satisfies z.ZodType<SavedReadyQuiz>;
