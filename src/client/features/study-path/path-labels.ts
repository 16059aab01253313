import type { TFunction } from 'i18next';
import type { PathDifficulty, PathStatus } from '../../../shared/study-path';

/** The level's name in the reader's language. */
export function difficultyLabel(t: TFunction<'study-path'>, difficulty: PathDifficulty): string {
  if (difficulty === 'beginner') return t('Beginner');
  return difficulty === 'intermediate' ? t('Intermediate') : t('Advanced');
}

/** Completed, In Progress, Not Started in the reader's language. */
export function statusLabel(t: TFunction<'study-path'>, status: PathStatus): string {
  if (status === 'Completed') return t('Completed');
  return status === 'In Progress' ? t('In Progress') : t('Not Started');
}

/** "1 hour", "2.5 hours". */
export const hoursLabel = (t: TFunction<'study-path'>, hours: number) =>
  t('{count, plural, one {# hour} other {# hours}}', { count: hours });

/** "1 step", "7 steps". */
export const stepsLabel = (t: TFunction<'study-path'>, steps: number) =>
  t('{count, plural, one {# step} other {# steps}}', { count: steps });
