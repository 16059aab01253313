import type { EvidenceInput } from '../../../shared/learner';
import { DIFFICULTY_LOGIT } from '../../../shared/learner';
import type { QuizEvaluation, QuizQuestion } from '../../../shared/quiz';
import type { QuizRow } from './repo';

function answerText(question: QuizQuestion): string | undefined {
  const { correctAnswer, options } = question;
  if (typeof correctAnswer === 'number') return options?.[correctAnswer];
  return correctAnswer || undefined;
}

/**
 * A graded quiz as evidence for the learner model: each question, right or wrong, with its passage.
 * A student's copy of a class assignment is `assignment` evidence: the only kind its teacher sees.
 */
export function quizEvidence(row: QuizRow, evaluation: QuizEvaluation, at: Date, assigned = false): EvidenceInput[] {
  const correct = new Map(evaluation.feedback.map((item) => [item.questionId, item.correct]));
  return row.questions.map((question) => ({
    kind: assigned ? 'assignment' : 'quiz-answer',
    subject: row.topic,
    source: { kind: 'quiz', id: row.id, title: row.title || row.topic || 'Quiz' },
    text: [question.question.replaceAll(/_{2,}/g, ' '), question.source ?? ''].join('\n'),
    answer: answerText(question),
    correct: correct.get(question.id) ? 1 : 0,
    difficulty: DIFFICULTY_LOGIT[row.difficulty],
    at,
  }));
}
