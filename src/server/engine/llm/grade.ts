import { z } from 'zod';
import type { QuizAnswer, QuizEvaluation, QuizQuestion } from '../../../shared/quiz';
import { plainVerdicts, tally } from '../quiz-grading';
import type { GradeQuizOptions } from '../types';
import { gradePrompt, type WrittenAnswer } from '../prompts/grade';
import { type CallContext, generateStructured } from './structured';

/** The model's verdicts: exactly one per written answer, in order (a mismatch goes back as a repair request). */
function writtenGradesSchema(ids: string[]) {
  return z
    .object({
      overallFeedback: z.string().trim().min(1),
      feedback: z.array(z.object({ questionId: z.string(), correct: z.boolean(), feedback: z.string().trim().min(1) })),
    })
    .superRefine((grades, context) => {
      const given = grades.feedback.map((entry) => entry.questionId);
      if (given.join('\n') !== ids.join('\n')) {
        context.addIssue({
          code: 'custom',
          path: ['feedback'],
          message: `"feedback" must have exactly ${ids.length} entries, with the questionIds ${ids.join(', ')} in this order.`,
        });
      }
    });
}

/**
 * Multiple choice and unanswered questions are graded here without the model; written answers
 * alone go to it, as data. `meter` runs just before the provider is asked, and only when it is.
 */
export async function gradeQuizWithLlm(
  ctx: CallContext,
  { questions, answers }: { questions: QuizQuestion[]; answers: QuizAnswer[] },
  { meter }: GradeQuizOptions = {},
): Promise<QuizEvaluation> {
  const plain = plainVerdicts(questions, answers);
  const written: WrittenAnswer[] = questions.flatMap((question, i) =>
    plain[i]
      ? []
      : [
          {
            questionId: question.id,
            question: question.question,
            expectedAnswer: String(question.correctAnswer ?? question.source ?? ''),
            explanation: question.explanation,
            studentAnswer: String(answers[i]),
          },
        ],
  );
  if (written.length === 0) return tally(plain.map((verdict) => verdict!));
  await meter?.();
  const ids = written.map((answer) => answer.questionId);
  const graded = await generateStructured(ctx, 'gradeQuiz', gradePrompt(written), writtenGradesSchema(ids));
  const byId = new Map(graded.feedback.map((entry) => [entry.questionId, entry]));
  return tally(
    plain.map((verdict, i) => verdict ?? byId.get(questions[i]!.id)!),
    graded.overallFeedback,
  );
}
