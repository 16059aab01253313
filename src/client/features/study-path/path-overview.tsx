import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format';
import type { SavedStudyPath } from '../../../shared/study-path';
import { useLanguage } from '../../i18n/language';
import { DifficultyBadge, StatusBadge } from './path-badges';
import { ProgressBar } from './progress-bar';
import { hoursLabel } from './path-labels';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <dt className="text-xs font-medium text-muted-foreground sm:uppercase sm:tracking-wide">{label}</dt>
      <dd className="mt-1 text-base font-semibold sm:text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Topic, level, description and the path's figures with its progress bar. */
export function PathOverview({ path }: { path: SavedStudyPath }) {
  const { t } = useTranslation('study-path');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="path-topic" className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="space-y-2">
        <h1 id="path-topic" className="text-2xl font-bold tracking-tight break-words sm:text-3xl" data-untranslated>
          {path.topic}
        </h1>
        <div className="flex flex-wrap gap-2">
          <DifficultyBadge difficulty={path.difficulty} />
          <StatusBadge percent={path.progressPercent} />
        </div>
        <p className="text-muted-foreground" data-untranslated>
          {path.description}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <Figure label={t('Estimated time')} value={hoursLabel(t, path.estimatedHours)} testId="path-hours" />
        <Figure label={t('Total steps')} value={formatNumber(path.totalSteps, language)} testId="path-total" />
        <Figure
          label={t('Completed')}
          value={`${formatNumber(path.completedSteps, language)}/${formatNumber(path.totalSteps, language)}`}
          testId="path-completed"
        />
      </dl>
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{t('Overall progress')}</span>
          <span className="font-semibold" data-testid="path-percent">
            {path.progressPercent}%
          </span>
        </div>
        <ProgressBar percent={path.progressPercent} label={t('Overall progress')} className="h-3" />
      </div>
    </section>
  );
}
