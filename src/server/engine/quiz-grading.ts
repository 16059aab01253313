import { isAnswered, type QuizAnswer, type QuizEvaluation, type QuizQuestion } from '../../shared/quiz';

// Grading that needs no judgement, shared by both engines: a multiple-choice answer is right or
// wrong by the stored option, an unanswered question is wrong, and the arithmetic is ours. Only a
// written answer needs a grader that reads it (the offline term matcher or a model).

export type QuestionVerdict = QuizEvaluation['feedback'][number];

/** Whether grading this answer needs someone to read it: a written answer that was given. */
export const needsReading = (question: QuizQuestion, answer: QuizAnswer): boolean =>
  question.type !== 'mcq' && isAnswered(answer, question);

/** The verdict on a question that needs no reading (see needsReading). */
function plainVerdict(question: QuizQuestion, answer: QuizAnswer): QuestionVerdict {
  if (!isAnswered(answer, question)) return { questionId: question.id, correct: false, feedback: 'Not answered.' };
  const correct = answer === question.correctAnswer;
  const right = question.options?.[Number(question.correctAnswer)] ?? '';
  return {
    questionId: question.id,
    correct,
    feedback: correct ? 'Correct!' : `Incorrect. The answer is ${right}. ${question.explanation}`.trim(),
  };
}

/** Each question's verdict where none needs reading; null where a written answer waits for its grader. */
export function plainVerdicts(questions: QuizQuestion[], answers: QuizAnswer[]): (QuestionVerdict | null)[] {
  return questions.map((question, i) => {
    const answer = answers[i] ?? null;
    return needsReading(question, answer) ? null : plainVerdict(question, answer);
  });
}

/** Overall feedback by score band, when no grader wrote any. */
export function overallByScore(score: number): string {
  if (score >= 80) return 'Excellent work! You know this material well.';
  if (score >= 60) return 'Good effort. Review the questions you missed and try again.';
  return 'Keep practising: reread the material, then retake the quiz.';
}

/** The evaluation of every question's verdict, in order; the overall feedback by score unless a grader gave one. */
export function tally(verdicts: QuestionVerdict[], overallFeedback?: string): QuizEvaluation {
  const correctAnswers = verdicts.filter((verdict) => verdict.correct).length;
  const score = verdicts.length ? Math.round((100 * correctAnswers) / verdicts.length) : 0;
  return {
    score,
    totalQuestions: verdicts.length,
    correctAnswers,
    overallFeedback: overallFeedback ?? overallByScore(score),
    feedback: verdicts,
  };
}
