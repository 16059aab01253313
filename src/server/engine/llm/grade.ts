import type { QuizAnswer, QuizEvaluation, QuizQuestion } from '../../../shared/quiz';

const unanswered = (answer: QuizAnswer) => answer === null || answer === '';

/**
 * The model writes the feedback; the facts it cannot be trusted with are ours: one entry per
 * question in order, mcq answers checked exactly, unanswered never correct, and the arithmetic.
 */
export function reconcileEvaluation(questions: QuizQuestion[], answers: QuizAnswer[], evaluation: QuizEvaluation): QuizEvaluation {
  const byId = new Map(evaluation.feedback.map((entry) => [entry.questionId, entry]));
  const feedback = questions.map((question, i) => {
    const answer = answers[i] ?? null;
    const given = byId.get(question.id) ?? evaluation.feedback[i];
    if (unanswered(answer)) return { questionId: question.id, correct: false, feedback: 'Not answered.' };
    if (question.type !== 'mcq') {
      return { questionId: question.id, correct: given?.correct ?? false, feedback: given?.feedback ?? 'Answer recorded.' };
    }
    const correct = answer === question.correctAnswer;
    // The model's words only when it reached the same verdict; otherwise they would contradict it.
    if (given && given.correct === correct && given.feedback) return { questionId: question.id, correct, feedback: given.feedback };
    const right = question.options?.[Number(question.correctAnswer)] ?? '';
    return {
      questionId: question.id,
      correct,
      feedback: correct ? 'Correct!' : `Incorrect. The answer is ${right}. ${question.explanation}`.trim(),
    };
  });
  const correctAnswers = feedback.filter((entry) => entry.correct).length;
  const score = questions.length ? Math.round((100 * correctAnswers) / questions.length) : 0;
  return { score, totalQuestions: questions.length, correctAnswers, overallFeedback: evaluation.overallFeedback, feedback };
}
