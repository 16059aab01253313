import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import {
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_KINDS,
  type AssignmentKind,
  type ClassDetail,
  MAX_ASSIGNMENTS_PER_CLASS,
} from '../../../shared/classroom';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAssign, useAssignable, useDeleteClass, useRemoveMember, useRotateCode, useUnassign } from './api/classes';
import { CLASSROOM_TEXTS as T, formatDate } from './classroom-texts';
import { ConfirmButton } from './confirm-button';
import { ConceptsSection } from './concepts-section';
import { ResultsSection } from './results-section';

const failed = (cause: unknown) => toast({ title: T.errorTitle, description: errorMessage(cause, ''), variant: 'destructive' });

function JoinCodePanel({ detail }: { detail: ClassDetail }) {
  const rotate = useRotateCode(detail.id);
  const link = `${window.location.origin}/join/${detail.joinCode}`;
  return (
    <section aria-labelledby="code-heading" className="space-y-3 rounded-xl border p-4">
      <h2 id="code-heading" className="text-lg font-semibold">
        Join code
      </h2>
      <p className="font-mono text-2xl tracking-widest break-all" data-testid="join-code">
        {detail.joinCode}
      </p>
      <p className="text-sm break-all">
        Join link: <a href={link}>{link}</a>
      </p>
      <p className="text-sm text-muted-foreground">
        {detail.memberCount} of {detail.sizeLimit} students
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => toast({ title: 'Link copied' }),
              () => toast({ title: 'Could not copy the link', description: link }),
            )
          }
        >
          Copy link
        </Button>
        <ConfirmButton
          variant="outline"
          size="sm"
          disabled={rotate.isPending}
          title="Make a new join code?"
          description="The current code and link stop working at once. Students already in the class stay in it."
          confirm="New code"
          onConfirm={() => rotate.mutate(undefined, { onSuccess: () => toast({ title: T.rotated }), onError: failed })}
        >
          New code
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
          toast({ title: 'Assigned', description: created.title });
          setDue('');
        },
        onError: failed,
      },
    );
  };
  return (
    <section aria-labelledby="assign-heading" className="space-y-3 rounded-xl border p-4">
      <h2 id="assign-heading" className="text-lg font-semibold">
        Assign work
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="assign-kind">Type</Label>
          <select
            id="assign-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as AssignmentKind)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {ASSIGNMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {ASSIGNMENT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="assign-item">{ASSIGNMENT_KIND_LABELS[kind]}</Label>
          <select
            id="assign-item"
            value={chosen}
            onChange={(event) => setItemId(event.target.value)}
            disabled={choices.length === 0}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {choices.length === 0 && <option value="">{items.isPending ? 'Loading…' : 'None saved yet'}</option>}
            {choices.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="assign-due">Due (optional)</Label>
          <Input id="assign-due" type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
        </div>
        <Button type="submit" disabled={!chosen || assign.isPending}>
          {assign.isPending && <Spinner />}
          Assign
        </Button>
      </form>
    </section>
  );
}

/** The class's assignments, oldest first, each of which the teacher may delete (a class keeps a limited number). */
function AssignmentsSection({ detail }: { detail: ClassDetail }) {
  const unassign = useUnassign(detail.id);
  const { assignments } = detail;
  if (assignments.length === 0) return null;
  return (
    <details className="rounded-xl border p-3">
      <summary className="cursor-pointer font-medium">
        Assignments ({assignments.length} of {MAX_ASSIGNMENTS_PER_CLASS})
      </summary>
      <ul className="mt-2 divide-y">
        {assignments.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 break-words">
              <span className="font-medium">{item.title}</span>{' '}
              <span className="text-sm text-muted-foreground">
                {ASSIGNMENT_KIND_LABELS[item.kind]} · assigned {formatDate(item.createdAt)}
                {item.dueAt && ` · due ${formatDate(item.dueAt)}`}
              </span>
            </p>
            <ConfirmButton
              variant="outline"
              size="sm"
              aria-label={`Delete the assignment ${item.title}`}
              title={`Delete the assignment ${item.title}?`}
              description="It leaves the class and its results. Students keep their own attempts."
              confirm="Delete assignment"
              onConfirm={() => unassign.mutate(item.id, { onError: failed })}
            >
              Delete
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
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-lg font-semibold">
        Students ({members.length})
      </h2>
      {members.length === 0 ? (
        <p className="text-muted-foreground">No students yet. Share the join code or link.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {members.map((member) => (
            <li key={member.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words">{member.name}</p>
                <p className="text-sm text-muted-foreground break-all">
                  {member.email} · joined {formatDate(member.joinedAt)}
                </p>
              </div>
              <ConfirmButton
                variant="outline"
                size="sm"
                aria-label={`Remove ${member.name}`}
                title={`Remove ${member.name}?`}
                description="Their own attempts stay in their account; you no longer see their results."
                confirm="Remove"
                onConfirm={() => remove.mutate(member.userId, { onError: failed })}
              >
                Remove
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
        title={`Delete ${detail.name}?`}
        description="The class and its assignments are deleted. Students keep their own attempts."
        confirm="Delete class"
        onConfirm={() => deleteClass.mutate(undefined, { onSuccess: () => navigate('/classes'), onError: failed })}
      >
        Delete class
      </ConfirmButton>
    </div>
  );
}
