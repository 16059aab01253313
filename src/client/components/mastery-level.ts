import { useTranslation } from 'react-i18next';
import type { MasteryLevel } from '../../shared/learner';

/** Names a mastery level in the reader's language: the progress screen and a class's concept grid say it alike. */
export function useMasteryLevelLabel(): (level: MasteryLevel) => string {
  const { t } = useTranslation('common');
  const labels: Record<MasteryLevel, string> = {
    Attempted: t('Attempted'),
    Familiar: t('Familiar'),
    Proficient: t('Proficient'),
    Mastered: t('Mastered'),
  };
  return (level) => labels[level];
}
