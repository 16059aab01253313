import { answersById, answerText, type QuizResultItem, type QuizView } from '../../../shared/quiz';
import type { QuizRow } from './repo';

/**
 * What the browser may see of a stored quiz. Before completion only the questions and options:
 * the answers, explanations and source passages stay on the server (decision 025).
 */
export function toQuizView(row: QuizRow): QuizView {
  const base = {
    id: row.id,
    title: row.title,
    topic: row.topic,
    difficulty: row.difficulty,
    sourceNoteId: row.sourceNoteId,
    saved: row.savedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
  if (!row.completedAt || !row.evaluation || !row.answers) {
    return {
      ...base,
      completed: false,
      questions: row.questions.map(({ id, question, type, options }) => ({ id, question, type, ...(options && { options }) })),
      userAnswers: null,
      evaluation: null,
      score: null,
      completedAt: null,
    };
  }
  return {
    ...base,
    completed: true,
    questions: row.questions,
    userAnswers: answersById(row.questions, row.answers),
    evaluation: row.evaluation,
    score: row.score ?? row.evaluation.score,
    completedAt: row.completedAt.toISOString(),
  };
}

/**
 * A completed quiz question by question, in words: the right answer, the one given, the verdict,
 * the feedback and the passage it came from (what a flashcard made from a mistake needs).
 */
export function toResultItems(row: QuizRow): QuizResultItem[] {
  if (!row.completedAt || !row.evaluation) return [];
  const feedback = new Map(row.evaluation.feedback.map((entry) => [entry.questionId, entry]));
  return row.questions.map((question, i) => {
    const verdict = feedback.get(question.id);
    return {
      questionId: question.id,
      question: question.question,
      type: question.type,
      ...(question.options && { options: question.options }),
      correctAnswerText: answerText(question, question.correctAnswer ?? null) ?? '',
      givenAnswerText: answerText(question, row.answers?.[i]),
      correct: verdict?.correct ?? false,
      feedback: verdict?.feedback ?? '',
      explanation: question.explanation,
      ...(question.source && { source: question.source }),
    };
  });
}
