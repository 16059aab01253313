import { Flag, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format';
import type { SavedPlanner } from '../../../shared/planner';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton } from '../../components/save-to-notes-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/api';
import { useDeletePlanner } from './api/delete-planner';
import { DailySchedule, PriorityLegend } from './daily-schedule';
import { plannerNote } from './planner-note';
import { formatPlanDate } from './planner-labels';
import { replanReasonText } from './planner-update';

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** The selected planner: overview, weekly goals, the daily schedule, milestones and tips. */
export function PlannerDetail({ planner, onDeleted }: { planner: SavedPlanner; onDeleted: () => void }) {
  const { schedule } = planner;
  const remove = useDeletePlanner();
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation('planner');
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [planner.id]);

  const confirmDelete = () =>
    remove.mutate(planner.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('Planner deleted'), description: planner.subject });
        onDeleted();
      },
      onError: (error) =>
        toast({
          title: t('Failed to delete planner'),
          description: errorMessage(error, t('Failed to delete planner')),
          variant: 'destructive',
        }),
    });

  return (
    <Card role="region" aria-labelledby="planner-detail-title">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              ref={heading}
              tabIndex={-1}
              id="planner-detail-title"
              className="text-xl font-semibold focus:outline-none"
              data-untranslated
            >
              {planner.subject}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('Exam on')} <time dateTime={planner.examDate}>{formatPlanDate(planner.examDate, language)}</time>
            </p>
            <p className="mt-1 text-sm">
              <span className="font-medium">{t('Goal:')}</span> <span data-untranslated>{planner.goal}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <SaveToNotesButton
              size="sm"
              note={() => plannerNote(planner, t, language)}
              toasts={{
                savedTitle: t('Saved to Notes'),
                saved: t('The plan is now in your notes.'),
                failedTitle: t('Failed to save to notes'),
                failed: t('Failed to save to notes'),
              }}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={t('Delete planner {subject}', { subject: planner.subject })}
            >
              <Trash2 aria-hidden />
              {t('Delete')}
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {planner.updatedBecause && (
          <p className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="planner-updated">
            <RefreshCw className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              {replanReasonText(planner.updatedBecause, t, language)}
              {planner.updatedAt && (
                <>
                  {' '}
                  <time dateTime={planner.updatedAt} className="text-muted-foreground">
                    ({t('updated {when}', { when: formatDateTime(planner.updatedAt, language) })})
                  </time>
                </>
              )}
            </span>
          </p>
        )}
        <section aria-labelledby="planner-overview">
          <h3 id="planner-overview" className="mb-2 font-semibold">
            {t('Overview')}
          </h3>
          <div data-untranslated>
            <Markdown>{schedule.overview}</Markdown>
          </div>
        </section>
        <section aria-labelledby="planner-weekly">
          <h3 id="planner-weekly" className="mb-2 font-semibold">
            {t('Weekly Goals')}
          </h3>
          <div data-untranslated>
            <Markdown>{bullets(schedule.weeklyGoals)}</Markdown>
          </div>
        </section>
        <section aria-labelledby="planner-daily" className="space-y-3">
          <h3 id="planner-daily" className="font-semibold">
            {t('Daily Schedule')}
          </h3>
          <PriorityLegend />
          <DailySchedule days={schedule.dailySchedule} milestones={schedule.milestones} />
        </section>
        {schedule.milestones.length > 0 && (
          <section aria-labelledby="planner-milestones">
            <h3 id="planner-milestones" className="mb-2 font-semibold">
              {t('Milestones')}
            </h3>
            <ul className="space-y-2">
              {schedule.milestones.map((milestone) => (
                <li key={`${milestone.date}-${milestone.title}`} className="flex gap-2 text-sm">
                  <Flag aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>
                    <time dateTime={milestone.date} className="font-medium">
                      {formatPlanDate(milestone.date, language)}
                    </time>
                    {' · '}
                    <span data-untranslated>
                      <span className="font-medium">{milestone.title}</span>: {milestone.description}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="planner-tips">
          <h3 id="planner-tips" className="mb-2 font-semibold">
            {t('Tips')}
          </h3>
          <div data-untranslated>
            <Markdown>{bullets(schedule.tips)}</Markdown>
          </div>
        </section>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={t('Delete this planner?')}
        description={t('The {subject} schedule will be removed. This cannot be undone.', { subject: planner.subject })}
        onConfirm={confirmDelete}
        busy={{ pending: remove.isPending, label: t('Deleting...') }}
      />
    </Card>
  );
}
