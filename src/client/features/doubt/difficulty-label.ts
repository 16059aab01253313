import type { TFunction } from 'i18next';
import type { DoubtDifficulty } from '../../../shared/doubt';

/** The difficulty select's labels, as the product names them, in the reader's language. */
export function difficultyLabel(t: TFunction<'doubt'>, difficulty: DoubtDifficulty): string {
  if (difficulty === 'easy') return t('Easy (Basic concepts)');
  return difficulty === 'medium' ? t('Medium (Intermediate)') : t('Hard (Advanced)');
}
