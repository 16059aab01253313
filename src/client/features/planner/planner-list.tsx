import { CalendarDays } from 'lucide-react';
import { daysUntil, localIsoDate } from '../../../shared/exam-date';
import type { PlannerListItem } from '../../../shared/planner';
import { type MorePages, ShowMore } from '../../components/show-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { PLANNER_TEXTS, daysLeftText, formatPlanDate } from './planner-texts';

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
  return (
    <Card role="region" aria-labelledby="planner-list-title">
      <CardHeader>
        <h2 id="planner-list-title" className="text-lg font-semibold leading-tight">
          Your Planners
        </h2>
      </CardHeader>
      <CardContent>
        {failed ? (
          <div className="space-y-2 text-sm">
            <p className="text-destructive">{PLANNER_TEXTS.loadFailed}</p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !planners ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Loading your planners...
          </p>
        ) : planners.length === 0 ? (
          <p className="text-sm text-muted-foreground">No planners yet. Create one to get a day-by-day schedule up to your exam.</p>
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
                        <span className="block break-words font-medium">{planner.subject}</span>
                        <span className="block text-xs text-muted-foreground">
                          Exam {formatPlanDate(planner.examDate)} · {daysLeftText(daysUntil(today, planner.examDate))}
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
