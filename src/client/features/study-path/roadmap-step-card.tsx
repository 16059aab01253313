import { Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathStep } from '../../../shared/study-path';
import { cn } from '../../lib/cn';
import { ResourceItem } from './resource-item';
import { hoursLabel } from './path-labels';

interface RoadmapStepCardProps {
  step: PathStep;
  index: number;
  done: boolean;
  onToggle: (done: boolean) => void;
}

/** 'Step N: title' with a checkbox that saves at once, its hours, description and resources. */
export function RoadmapStepCard({ step, index, done, onToggle }: RoadmapStepCardProps) {
  const id = useId();
  const number = index + 1;
  const { t } = useTranslation('study-path');
  return (
    <li
      aria-labelledby={`${id}-title`}
      data-testid="roadmap-step"
      className={cn(
        'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6',
        done && 'border-emerald-400 dark:border-emerald-700',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={done}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={t('Mark step {number} as completed', { number })}
          aria-describedby={`${id}-title`}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-emerald-600"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <h3
              id={`${id}-title`}
              className={cn('text-lg font-semibold leading-tight break-words', done && 'text-muted-foreground line-through')}
            >
              {t('Step {number}:', { number })} <span data-untranslated>{step.title}</span>
            </h3>
            <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
              <Clock aria-hidden className="size-4" />
              {hoursLabel(t, step.estimatedHours)}
            </span>
          </div>
          <p className="text-sm text-muted-foreground" data-untranslated>
            {step.description}
          </p>
          {step.resources.length > 0 ? (
            <div className="space-y-2 pt-2">
              <h4 className="text-sm font-semibold">{t('Learning Resources')}</h4>
              <ul className="space-y-2">
                {step.resources.map((resource) => (
                  <ResourceItem key={resource.url} resource={resource} />
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
