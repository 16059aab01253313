import { ArrowDown, ArrowUp, Flag, Minus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../shared/exam-date';
import { PLANNER_PRIORITIES, type PlannerDay, type PlannerMilestone, type PlannerPriority } from '../../../shared/planner';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/language';
import { formatPlanDate, priorityLabel } from './planner-labels';
import { activityText } from './planner-update';

/** Colour plus an icon and a word for each priority: colour is never the only cue. */
const PRIORITY_STYLES: Record<PlannerPriority, { card: string; badge: string; swatch: string; icon: LucideIcon }> = {
  high: {
    card: 'border-l-red-600 bg-red-50 dark:bg-red-950/40',
    badge: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
    swatch: 'bg-red-600',
    icon: ArrowUp,
  },
  medium: {
    card: 'border-l-amber-500 bg-amber-50 dark:bg-amber-950/40',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
    swatch: 'bg-amber-500',
    icon: Minus,
  },
  low: {
    card: 'border-l-emerald-600 bg-emerald-50 dark:bg-emerald-950/40',
    badge: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
    swatch: 'bg-emerald-600',
    icon: ArrowDown,
  },
};

function PriorityBadge({ priority }: { priority: PlannerPriority }) {
  const { badge, icon: Icon } = PRIORITY_STYLES[priority];
  const { t } = useTranslation('planner');
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', badge)}>
      <Icon aria-hidden className="size-3" />
      {priorityLabel(t, priority)}
    </span>
  );
}

export function PriorityLegend() {
  const { t } = useTranslation('planner');
  return (
    <ul aria-label={t('Priority legend')} className="flex flex-wrap gap-3 text-sm">
      {PLANNER_PRIORITIES.map((priority) => (
        <li key={priority} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded-sm', PRIORITY_STYLES[priority].swatch)} />
          <PriorityBadge priority={priority} />
        </li>
      ))}
    </ul>
  );
}

interface DailyScheduleProps {
  days: PlannerDay[];
  milestones: PlannerMilestone[];
}

/** Every day with its real date, coloured by priority; today is marked and scrolled into view. */
export function DailySchedule({ days, milestones }: DailyScheduleProps) {
  const today = localIsoDate();
  const todayItem = useRef<HTMLLIElement>(null);
  const { t } = useTranslation('planner');
  const { language } = useLanguage();

  useEffect(() => {
    // 'nearest' scrolls only the list when today is already on screen, not the whole page.
    todayItem.current?.scrollIntoView({ block: 'nearest' });
  }, [days]);

  return (
    <ol aria-label={t('Daily schedule')} className="max-h-[36rem] space-y-3 overflow-y-auto pr-1" tabIndex={0}>
      {days.map((day) => {
        const isToday = day.date === today;
        const marks = milestones.filter((milestone) => milestone.date === day.date);
        return (
          <li
            key={day.date}
            ref={isToday ? todayItem : undefined}
            aria-current={isToday ? 'date' : undefined}
            data-testid="planner-day"
            data-priority={day.priority}
            className={cn(
              'rounded-lg border border-l-4 p-4',
              PRIORITY_STYLES[day.priority].card,
              isToday && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">
                <time dateTime={day.date}>{formatPlanDate(day.date, language)}</time>
              </h4>
              <span className="text-sm text-muted-foreground">{t('Day {day, number}', { day: day.day })}</span>
              {isToday && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{t('Today')}</span>
              )}
              <PriorityBadge priority={day.priority} />
              <span className="text-sm" data-untranslated>
                {day.duration}
              </span>
            </div>
            {day.topics.length > 0 && (
              <p className="mt-2 text-sm">
                <span className="font-medium">{t('Topics:')}</span> <span data-untranslated>{day.topics.join(', ')}</span>
              </p>
            )}
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {day.activities.map((activity, i) => (
                <li key={i}>{activityText(activity, t)}</li>
              ))}
            </ul>
            {marks.map((milestone) => (
              <p key={milestone.title} className="mt-2 flex items-start gap-1.5 text-sm font-medium">
                <Flag aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('Milestone:')} <span data-untranslated>{milestone.title}</span>
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
