import { CheckCircle2, CircleDashed, Loader } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type PathDifficulty, pathStatus } from '../../../shared/study-path';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { difficultyLabel, statusLabel } from './path-labels';

const DIFFICULTY_STYLES: Record<PathDifficulty, string> = {
  beginner: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  intermediate: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  advanced: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
};

export function DifficultyBadge({ difficulty }: { difficulty: PathDifficulty }) {
  const { t } = useTranslation('study-path');
  return (
    <Badge variant="outline" className={DIFFICULTY_STYLES[difficulty]}>
      {difficultyLabel(t, difficulty)}
    </Badge>
  );
}

const STATUS_STYLES = {
  Completed: { icon: CheckCircle2, className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' },
  'In Progress': { icon: Loader, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  'Not Started': { icon: CircleDashed, className: 'bg-muted text-muted-foreground' },
} as const;

/** Completed at 100 %, In Progress above 0 %, Not Started otherwise. */
export function StatusBadge({ percent }: { percent: number }) {
  const { t } = useTranslation('study-path');
  const status = pathStatus(percent);
  const { icon: Icon, className } = STATUS_STYLES[status];
  return (
    <Badge variant="secondary" className={cn('gap-1', className)} data-testid="path-status">
      <Icon aria-hidden className="size-3.5" />
      {statusLabel(t, status)}
    </Badge>
  );
}
