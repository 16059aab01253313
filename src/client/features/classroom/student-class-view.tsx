import { useState } from 'react';
import { useLocation } from 'wouter';
import { ASSIGNMENT_KIND_LABELS, type ClassDetail, type MyAssignment } from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useMarkPlanDone, useMyAssignment, useStartAssignment } from './api/assignments';
import { useLeaveClass } from './api/classes';
import { ScoreBadge, StatusBadge } from './badges';
import { CLASSROOM_TEXTS as T, formatDate } from './classroom-texts';
import { ConfirmButton } from './confirm-button';

/** Where the student's own copy is taken: the quiz page or the study path page. */
export const copyHref = (item: Pick<MyAssignment, 'kind' | 'copyId'>) =>
  item.copyId ? (item.kind === 'quiz' ? `/quiz/${item.copyId}` : item.kind === 'study-path' ? `/study-path/${item.copyId}` : null) : null;

function PlanView({ item }: { item: MyAssignment }) {
  const { data, isPending } = useMyAssignment(item.id, true);
  const markDone = useMarkPlanDone();
  const done = item.status === 'Done';
  if (isPending || !data?.plan) return <p className="text-sm text-muted-foreground">Loading the plan…</p>;
  return (
    <div className="space-y-3 rounded-lg bg-muted/50 p-3 text-sm">
      <p>{data.plan.content.schedule}</p>
      {data.plan.content.weeks.map((week) => (
        <div key={week.week}>
          <h4 className="font-medium">Week {week.week}</h4>
          <ul className="ml-4 list-disc">
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
            { onError: (cause) => toast({ title: T.errorTitle, description: errorMessage(cause, ''), variant: 'destructive' }) },
          )
        }
      >
        {done ? 'Mark as not done' : 'Mark as done'}
      </Button>
    </div>
  );
}

export function AssignmentRow({ item, showClass = false }: { item: MyAssignment; showClass?: boolean }) {
  const start = useStartAssignment();
  const [, navigate] = useLocation();
  const [planOpen, setPlanOpen] = useState(false);
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
      onError: (cause) => toast({ title: T.errorTitle, description: errorMessage(cause, ''), variant: 'destructive' }),
    });
  };
  const action =
    item.kind === 'study-plan'
      ? planOpen
        ? 'Hide plan'
        : 'View plan'
      : item.status === 'Done'
        ? 'Review'
        : item.copyId
          ? 'Continue'
          : 'Start';
  return (
    <li className="space-y-2 rounded-xl border p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.title}</p>
          <p className="text-sm text-muted-foreground">
            {[ASSIGNMENT_KIND_LABELS[item.kind], showClass && item.className, `Due ${formatDate(item.dueAt)}`].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          {item.score !== null && <ScoreBadge score={item.score} />}
          {item.progressPercent !== null && <span className="text-sm tabular-nums">{item.progressPercent}%</span>}
          <Button size="sm" variant="outline" onClick={open} disabled={start.isPending} aria-label={`${action}: ${item.title}`}>
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
  return (
    <div className="space-y-6">
      <section aria-labelledby="assignments-heading" className="space-y-3">
        <h2 id="assignments-heading" className="text-lg font-semibold">
          Assignments
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{T.noAssignments}</p>
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
        title={`Leave ${detail.name}?`}
        description="Your quizzes and paths stay in your account; your teacher no longer sees your results."
        confirm="Leave"
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => navigate('/classes'),
            onError: (cause) => toast({ title: T.errorTitle, description: errorMessage(cause, ''), variant: 'destructive' }),
          })
        }
      >
        Leave class
      </ConfirmButton>
    </div>
  );
}
