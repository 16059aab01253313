import type { QuizAnswer } from '../../../../shared/quiz';

/** Null or blank text counts as unanswered (spec §5). */
export const isAnswered = (answer: QuizAnswer | undefined): boolean =>
  answer !== null && answer !== undefined && !(typeof answer === 'string' && answer.trim() === '');

export const unansweredCount = (answers: QuizAnswer[]): number => answers.filter((answer) => !isAnswered(answer)).length;
