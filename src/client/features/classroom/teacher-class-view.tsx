import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ASSIGNMENT_KINDS, type AssignmentKind, type ClassDetail, MAX_ASSIGNMENTS_PER_CLASS } from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/api';
import { useAssign, useAssignable, useDeleteClass, useRemoveMember, useRotateCode, useUnassign } from './api/classes';
import { ConfirmButton } from './confirm-button';
import { ConceptsSection } from './concepts-section';
import { formatWhen, kindLabel } from './labels';
import { ResultsSection } from './results-section';

const failed = (t: TFunction<'classroom'>) => (cause: unknown) =>
  toast({ title: t('Something went wrong'), description: errorMessage(cause, ''), variant: 'destructive' });

function JoinCodePanel({ detail }: { detail: ClassDetail }) {
  const rotate = useRotateCode(detail.id);
  const link = `${window.location.origin}/join/${detail.joinCode}`;
  const { t } = useTranslation('classroom');
  return (
    <section aria-labelledby="code-heading" className="space-y-3 rounded-xl border p-4">
      <h2 id="code-heading" className="text-lg font-semibold">
        {t('Join code')}
      </h2>
      <p className="font-mono text-2xl tracking-widest break-all" data-testid="join-code">
        {detail.joinCode}
      </p>
      <p className="text-sm break-all">
        {t('Join link:')}{' '}
        <a href={link} data-untranslated>
          {link}
        </a>
      </p>
      <p className="text-sm text-muted-foreground">
        {t('{count} of {limit} students', { count: detail.memberCount, limit: detail.sizeLimit })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => toast({ title: t('Link copied') }),
              () => toast({ title: t('Could not copy the link'), description: link }),
            )
          }
        >
          {t('Copy link')}
        </Button>
        <ConfirmButton
          variant="outline"
          size="sm"
          disabled={rotate.isPending}
          title={t('Make a new join code?')}
          description={t('The current code and link stop working at once. Students already in the class stay in it.')}
          confirm={t('New code')}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: () => toast({ title: t('New join code made; the old one no longer works.') }),
              onError: failed(t),
            })
          }
        >
          {t('New code')}
        </ConfirmButton>
      </div>
    </section>
  );
}

function AssignForm({ classId }: { classId: string }) {
  const [kind, setKind] = useState<AssignmentKind>('quiz');
  const [itemId, setItemId] = useState('');
  const [due, setDue] = useState('');
  const items = useAssignable(true);
  const assign = useAssign(classId);
  const { t } = useTranslation('classroom');
  const choices = items.data
    ? { quiz: items.data.quizzes, 'study-path': items.data.studyPaths, 'study-plan': items.data.studyPlans }[kind]
    : [];
  const chosen = choices.some((item) => item.id === itemId) ? itemId : (choices[0]?.id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { kind, itemId: chosen, dueAt: due ? new Date(due).toISOString() : null },
      {
        onSuccess: (created) => {
          toast({ title: t('Assigned'), description: created.title });
          setDue('');
        },
        onError: failed(t),
      },
    );
  };
  return (
    <section aria-labelledby="assign-heading" className="space-y-3 rounded-xl border p-4">
      <h2 id="assign-heading" className="text-lg font-semibold">
        {t('Assign work')}
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="assign-kind">{t('Type')}</Label>
          <select
            id="assign-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as AssignmentKind)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {ASSIGNMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {kindLabel(t, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="assign-item">{kindLabel(t, kind)}</Label>
          <select
            id="assign-item"
            value={chosen}
            onChange={(event) => setItemId(event.target.value)}
            disabled={choices.length === 0}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {choices.length === 0 && <option value="">{items.isPending ? t('Loading…') : t('None saved yet')}</option>}
            {choices.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="assign-due">{t('Due (optional)')}</Label>
          <Input id="assign-due" type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
        </div>
        <Button type="submit" disabled={!chosen || assign.isPending}>
          {assign.isPending && <Spinner />}
          {t('Assign')}
        </Button>
      </form>
    </section>
  );
}

/** The class's assignments, oldest first, each of which the teacher may delete (a class keeps a limited number). */
function AssignmentsSection({ detail }: { detail: ClassDetail }) {
  const unassign = useUnassign(detail.id);
  const { assignments } = detail;
  const { t } = useTranslation('classroom');
  const { language } = useLanguage();
  if (assignments.length === 0) return null;
  return (
    <details className="rounded-xl border p-3">
      <summary className="cursor-pointer font-medium">
        {t('Assignments ({count} of {limit})', { count: assignments.length, limit: MAX_ASSIGNMENTS_PER_CLASS })}
      </summary>
      <ul className="mt-2 divide-y">
        {assignments.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 break-words">
              <span className="font-medium" data-untranslated>
                {item.title}
              </span>{' '}
              <span className="text-sm text-muted-foreground">
                {kindLabel(t, item.kind)} · {t('assigned {when}', { when: formatWhen(item.createdAt, language) })}
                {item.dueAt && ` · ${t('due {when}', { when: formatWhen(item.dueAt, language) })}`}
              </span>
            </p>
            <ConfirmButton
              variant="outline"
              size="sm"
              aria-label={t('Delete the assignment {title}', { title: item.title })}
              title={t('Delete the assignment {title}?', { title: item.title })}
              description={t('It leaves the class and its results. Students keep their own attempts.')}
              confirm={t('Delete assignment')}
              onConfirm={() => unassign.mutate(item.id, { onError: failed(t) })}
            >
              {t('Delete')}
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MembersSection({ detail }: { detail: ClassDetail }) {
  const remove = useRemoveMember(detail.id);
  const members = detail.members ?? [];
  const { t } = useTranslation('classroom');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-lg font-semibold">
        {t('Students ({count})', { count: members.length })}
      </h2>
      {members.length === 0 ? (
        <p className="text-muted-foreground">{t('No students yet. Share the join code or link.')}</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {members.map((member) => (
            <li key={member.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words" data-untranslated>
                  {member.name}
                </p>
                <p className="text-sm text-muted-foreground break-all">
                  <span data-untranslated>{member.email}</span> · {t('joined {when}', { when: formatWhen(member.joinedAt, language) })}
                </p>
              </div>
              <ConfirmButton
                variant="outline"
                size="sm"
                aria-label={t('Remove {name}', { name: member.name })}
                title={t('Remove {name}?', { name: member.name })}
                description={t('Their own attempts stay in their account; you no longer see their results.')}
                confirm={t('Remove')}
                onConfirm={() => remove.mutate(member.userId, { onError: failed(t) })}
              >
                {t('Remove')}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The teacher's page of a class: the code, assigning, the results table and the students. */
export function TeacherClassView({ detail }: { detail: ClassDetail }) {
  const deleteClass = useDeleteClass(detail.id);
  const [, navigate] = useLocation();
  const { t } = useTranslation('classroom');
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <JoinCodePanel detail={detail} />
        <AssignForm classId={detail.id} />
      </div>
      <ResultsSection classId={detail.id} />
      <ConceptsSection classId={detail.id} />
      <AssignmentsSection detail={detail} />
      <MembersSection detail={detail} />
      <ConfirmButton
        variant="destructive"
        title={t('Delete {name}?', { name: detail.name })}
        description={t('The class and its assignments are deleted. Students keep their own attempts.')}
        confirm={t('Delete class')}
        onConfirm={() => deleteClass.mutate(undefined, { onSuccess: () => navigate('/classes'), onError: failed(t) })}
      >
        {t('Delete class')}
      </ConfirmButton>
    </div>
  );
}
