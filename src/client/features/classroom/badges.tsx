import { useTranslation } from 'react-i18next';
import { type AssignmentStatus, scoreBandOf } from '../../../shared/classroom';
import { cn } from '../../lib/cn';
import { SCORE_STYLES, STATUS_STYLES } from './classroom-styles';
import { statusLabel } from './labels';

export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation('classroom');
  return (
    <span
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_STYLES[status])}
      data-status={status}
    >
      {statusLabel(t, status)}
    </span>
  );
}

/** The score as a number on its band's colour: the colour helps, the number carries it. */
export function ScoreBadge({ score }: { score: number }) {
  const band = scoreBandOf(score);
  return (
    <span className={cn('inline-flex rounded px-1.5 py-0.5 text-sm font-semibold tabular-nums', SCORE_STYLES[band])} data-band={band}>
      {score}%
    </span>
  );
}
