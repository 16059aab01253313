import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ClassDetail, MyAssignment } from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/api';
import { useMarkPlanDone, useMyAssignment, useStartAssignment } from './api/assignments';
import { useLeaveClass } from './api/classes';
import { ScoreBadge, StatusBadge } from './badges';
import { formatWhen, kindLabel } from './labels';
import { ConfirmButton } from './confirm-button';

/** Where the student's own copy is taken: the quiz page or the study path page. */
export const copyHref = (item: Pick<MyAssignment, 'kind' | 'copyId'>) =>
  item.copyId ? (item.kind === 'quiz' ? `/quiz/${item.copyId}` : item.kind === 'study-path' ? `/study-path/${item.copyId}` : null) : null;

function PlanView({ item }: { item: MyAssignment }) {
  const { data, isPending } = useMyAssignment(item.id, true);
  const markDone = useMarkPlanDone();
  const { t } = useTranslation('classroom');
  const done = item.status === 'Done';
  if (isPending || !data?.plan) return <p className="text-sm text-muted-foreground">{t('Loading the plan…')}</p>;
  return (
    <div className="space-y-3 rounded-lg bg-muted/50 p-3 text-sm">
      <p data-untranslated>{data.plan.content.schedule}</p>
      {data.plan.content.weeks.map((week) => (
        <div key={week.week}>
          <h4 className="font-medium">{t('Week {week, number}', { week: week.week })}</h4>
          <ul className="ml-4 list-disc" data-untranslated>
            {week.days.map((day) => (
              <li key={`${week.week}-${day.day}`}>
                {day.day}: {day.topic} ({day.duration}) — {day.tasks.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Button
        size="sm"
        variant={done ? 'outline' : 'default'}
        disabled={markDone.isPending}
        onClick={() =>
          markDone.mutate(
            { id: item.id, done: !done },
            {
              onError: (cause) => toast({ title: t('Something went wrong'), description: errorMessage(cause, ''), variant: 'destructive' }),
            },
          )
        }
      >
        {done ? t('Mark as not done') : t('Mark as done')}
      </Button>
    </div>
  );
}

export function AssignmentRow({ item, showClass = false }: { item: MyAssignment; showClass?: boolean }) {
  const start = useStartAssignment();
  const [, navigate] = useLocation();
  const [planOpen, setPlanOpen] = useState(false);
  const { t } = useTranslation('classroom');
  const { language } = useLanguage();
  const open = () => {
    if (item.kind === 'study-plan') {
      setPlanOpen((value) => !value);
      return;
    }
    const href = copyHref(item);
    if (href) return navigate(href);
    start.mutate(item.id, {
      onSuccess: (started) => {
        const target = copyHref(started);
        if (target) navigate(target);
      },
      onError: (cause) => toast({ title: t('Something went wrong'), description: errorMessage(cause, ''), variant: 'destructive' }),
    });
  };
  const action =
    item.kind === 'study-plan'
      ? planOpen
        ? t('Hide plan')
        : t('View plan')
      : item.status === 'Done'
        ? t('Review')
        : item.copyId
          ? t('Continue')
          : t('Start');
  return (
    <li className="space-y-2 rounded-xl border p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words" data-untranslated>
            {item.title}
          </p>
          <p className="text-sm text-muted-foreground">
            {kindLabel(t, item.kind)} · {showClass && <span data-untranslated>{item.className} · </span>}
            {t('Due {when}', { when: formatWhen(item.dueAt, language) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          {item.score !== null && <ScoreBadge score={item.score} />}
          {item.progressPercent !== null && <span className="text-sm tabular-nums">{item.progressPercent}%</span>}
          <Button
            size="sm"
            variant="outline"
            onClick={open}
            disabled={start.isPending}
            aria-label={t('{action}: {title}', { action, title: item.title })}
          >
            {action}
          </Button>
        </div>
      </div>
      {planOpen && <PlanView item={item} />}
    </li>
  );
}

/** A student's page of a class: its assignments with their own status, and leaving. */
export function StudentClassView({ detail }: { detail: ClassDetail }) {
  const leave = useLeaveClass(detail.id);
  const [, navigate] = useLocation();
  const items = detail.myAssignments ?? [];
  const { t } = useTranslation('classroom');
  return (
    <div className="space-y-6">
      <section aria-labelledby="assignments-heading" className="space-y-3">
        <h2 id="assignments-heading" className="text-lg font-semibold">
          {t('Assignments')}
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{t('Nothing assigned yet.')}</p>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <AssignmentRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmButton
        variant="outline"
        title={t('Leave {name}?', { name: detail.name })}
        description={t('Your quizzes and paths stay in your account; your teacher no longer sees your results.')}
        confirm={t('Leave')}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => navigate('/classes'),
            onError: (cause) => toast({ title: t('Something went wrong'), description: errorMessage(cause, ''), variant: 'destructive' }),
          })
        }
      >
        {t('Leave class')}
      </ConfirmButton>
    </div>
  );
}
