import { z } from 'zod';
import type { GeneratedQuiz, QuizQuestion } from '../../../shared/quiz';
import { QUESTION_TYPES } from '../../../shared/quiz';
import { analysisResultSchema } from '../../../shared/want-to-learn.schema';
import { CARD_SIDE_MAX_CHARS } from '../../../shared/flashcards';

// What a provider must answer, mirroring the shared types exactly (the checks below fail the
// build if they drift). The refinements turn a wrong answer into an error the repair retry can fix.

const quizQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string().min(1),
    type: z.enum(QUESTION_TYPES),
    options: z.array(z.string()).optional(),
    correctAnswer: z.union([z.number(), z.string()]).optional(),
    explanation: z.string(),
    source: z.string().optional(),
  })
  .superRefine((question, context) => {
    if (question.type !== 'mcq') return;
    const count = question.options?.length ?? 0;
    if (count < 2) context.addIssue({ code: 'custom', path: ['options'], message: 'an mcq question needs at least 2 options' });
    const answer = question.correctAnswer;
    if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= count) {
      context.addIssue({
        code: 'custom',
        path: ['correctAnswer'],
        message: 'for an mcq question, correctAnswer must be the 0-based index of the right option',
      });
    }
  });

export const generatedQuizSchema = z.object({
  title: z.string().min(1),
  questions: z.array(quizQuestionSchema).min(1),
});

/** A provider explains and plans; where a link came from is ours to say, so `source` is dropped. */
export const llmAnalysisSchema = analysisResultSchema.omit({ source: true }).superRefine((result, context) => {
  for (const [i, question] of (result.quiz?.questions ?? []).entries()) {
    if (question.correct < 0 || question.correct >= question.options.length) {
      context.addIssue({
        code: 'custom',
        path: ['quiz', 'questions', i, 'correct'],
        message: 'correct must be the 0-based index of the right option',
      });
    }
  }
});

export const flashcardSuggestionsSchema = z.object({
  cards: z
    .array(
      z.object({
        front: z.string().min(1).max(CARD_SIDE_MAX_CHARS),
        back: z.string().min(1).max(CARD_SIDE_MAX_CHARS),
        kind: z.enum(['cloze', 'definition', 'qa']),
        passage: z.string().max(CARD_SIDE_MAX_CHARS).optional(),
      }),
    )
    .min(1),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const mirrors: [Same<z.infer<typeof quizQuestionSchema>, QuizQuestion>, Same<z.infer<typeof generatedQuizSchema>, GeneratedQuiz>] = [
  true,
  true,
];
void mirrors;
