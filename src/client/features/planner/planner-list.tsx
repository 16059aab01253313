import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { daysUntil, localIsoDate } from '../../../shared/exam-date';
import type { PlannerListItem } from '../../../shared/planner';
import { type MorePages, ShowMore } from '../../components/show-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/language';
import { daysLeftText, formatPlanDate } from './planner-labels';

interface PlannerListProps {
  planners: PlannerListItem[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The list's later pages. */
  more: MorePages;
  selectedId: string | null;
  onSelect: (planner: PlannerListItem) => void;
}

/** The user's planners: subject, exam date and days left; the selected one is marked. */
export function PlannerList({ planners, failed, onRetry, more, selectedId, onSelect }: PlannerListProps) {
  const today = localIsoDate();
  const { t } = useTranslation('planner');
  const { language } = useLanguage();
  return (
    <Card role="region" aria-labelledby="planner-list-title">
      <CardHeader>
        <h2 id="planner-list-title" className="text-lg font-semibold leading-tight">
          {t('Your Planners')}
        </h2>
      </CardHeader>
      <CardContent>
        {failed ? (
          <div className="space-y-2 text-sm">
            <p className="text-destructive">{t('Your planners could not be loaded.')}</p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('Try again')}
            </Button>
          </div>
        ) : !planners ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {t('Loading your planners...')}
          </p>
        ) : planners.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No planners yet. Create one to get a day-by-day schedule up to your exam.')}</p>
        ) : (
          <>
            <ul className="space-y-2">
              {planners.map((planner) => {
                const selected = planner.id === selectedId;
                return (
                  <li key={planner.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => onSelect(planner)}
                      className={cn(
                        'flex w-full items-start gap-3 rounded-md border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        selected && 'border-primary bg-muted',
                      )}
                    >
                      <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                      <span className="min-w-0 flex-1">
                        <span className="block break-words font-medium" data-untranslated>
                          {planner.subject}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          {t('Exam {date}', { date: formatPlanDate(planner.examDate, language) })} ·{' '}
                          {daysLeftText(t, daysUntil(today, planner.examDate))}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <ShowMore {...more} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
