// Screen texts of the quiz tools (spec §2.4, §2.9, §5, §8) that more than one screen says, in the
// reader's language (the `quiz` namespace, decision 078); the English keys are the spec's texts.

import type { TFunction } from 'i18next';
import type { QuestionType, QuizDifficulty } from '../../../shared/quiz';
import type { Language } from '../../../shared/i18n/languages';
import { formatPlanDay } from '../../lib/plan-date';

export type QuizT = TFunction<'quiz'>;

/** Easy, Medium, Hard. */
export function difficultyLabel(t: QuizT, difficulty: QuizDifficulty): string {
  return { easy: t('Easy'), medium: t('Medium'), hard: t('Hard') }[difficulty];
}

/** Multiple Choice, Short Answer, Practical (any other type reads as Practical). */
export function questionTypeLabel(t: QuizT, type: QuestionType | string): string {
  if (type === 'mcq') return t('Multiple Choice');
  if (type === 'short_answer') return t('Short Answer');
  return t('Practical');
}

/** The dashboard's default title for a saved quiz: 'Quiz - {date}'. */
export const defaultQuizTitle = (t: QuizT, language: Language, date = new Date()) =>
  t('Quiz - {date}', { date: formatPlanDay(date.toISOString(), language) });

/** 80 and above, 60 to 79, below 60 (spec §9): the colour of a score, and its icon on the result view. */
export type ScoreBand = 'high' | 'middle' | 'low';
export const scoreBand = (score: number): ScoreBand => (score >= 80 ? 'high' : score >= 60 ? 'middle' : 'low');
export const SCORE_COLOURS: Record<ScoreBand, string> = {
  high: 'text-green-700 dark:text-green-400',
  middle: 'text-amber-700 dark:text-amber-400',
  low: 'text-red-700 dark:text-red-400',
};

/** Parsed as the spec says: blank is the default 5, anything else must be a whole number from 1 to 20. */
export function parseQuestionCount(value: string): number | null {
  if (value.trim() === '') return 5;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 20 ? count : null;
}
