import { Clock, ListChecks, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { StudyPathSummary } from '../../../shared/study-path';
import { Button } from '../../components/ui/button';
import { DifficultyBadge, StatusBadge } from './path-badges';
import { ProgressBar } from './progress-bar';
import { hoursLabel, stepsLabel } from './path-labels';

/** One path in the list; the whole card opens the path, the delete button sits above that link. */
export function StudyPathCard({ path, onDelete }: { path: StudyPathSummary; onDelete: (path: StudyPathSummary) => void }) {
  const id = useId();
  const { t } = useTranslation('study-path');
  return (
    <article
      aria-labelledby={`${id}-topic`}
      data-testid="study-path-card"
      className="relative flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-topic`} className="text-lg font-semibold leading-tight break-words">
          <Link
            href={`/study-path/${path.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            data-untranslated
          >
            {path.topic}
          </Link>
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="relative z-10 -mr-2 -mt-2 size-9 shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={t('Delete {topic}', { topic: path.topic })}
          onClick={() => onDelete(path)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <DifficultyBadge difficulty={path.difficulty} />
        <StatusBadge percent={path.progressPercent} />
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground" data-untranslated>
        {path.description}
      </p>
      <div className="mt-auto grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">{t('Progress')}</span>
          <span className="font-medium" data-testid="path-percent">
            {path.progressPercent}%
          </span>
        </div>
        <ProgressBar percent={path.progressPercent} label={t('Progress of {topic}', { topic: path.topic })} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" />
          {hoursLabel(t, path.estimatedHours)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden className="size-4" />
          {stepsLabel(t, path.totalSteps)}
        </span>
        <span data-testid="path-completed">
          {t('{completed}/{total} completed', { completed: path.completedSteps, total: path.totalSteps })}
        </span>
      </div>
    </article>
  );
}
