import { type AssignmentView, assignmentStatus, type MyAssignment, type ResultCell } from '../../../shared/classroom';
import { progressPercent } from '../../../shared/study-path';
import type { AssignmentRow, AttemptFacts } from './repo';

export function toAssignmentView(row: AssignmentRow): AssignmentView {
  return { id: row.id, kind: row.kind, title: row.title, dueAt: row.dueAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** What a student's copy says: score, progress and when it was finished, and so the status. */
export function attemptCell(row: AssignmentRow, attempt: AttemptFacts | undefined, now: Date): Omit<ResultCell, 'assignmentId'> {
  const completedAt = attempt?.completedAtMs != null ? new Date(attempt.completedAtMs).toISOString() : null;
  const steps = row.totalSteps ?? 0;
  return {
    status: assignmentStatus({ started: Boolean(attempt?.started), completedAt }, row.dueAt, now),
    score: attempt?.score ?? null,
    progressPercent: attempt?.started && row.kind === 'study-path' ? progressPercent(Math.min(attempt.doneSteps ?? 0, steps), steps) : null,
    completedAt,
  };
}

export function toMyAssignment(row: AssignmentRow, className: string, attempt: AttemptFacts, now: Date): MyAssignment {
  return {
    ...toAssignmentView(row),
    classId: row.classId,
    className,
    ...attemptCell(row, attempt, now),
    copyId: attempt.copyId,
  };
}
