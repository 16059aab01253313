import { type AssignmentStatus, scoreBandOf } from '../../../shared/classroom';
import { cn } from '../../lib/cn';
import { SCORE_STYLES, STATUS_STYLES } from './classroom-texts';

export function StatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_STYLES[status])}
      data-status={status}
    >
      {status}
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
