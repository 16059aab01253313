import { type AssignmentView, assignmentStatus, type MyAssignment, type ResultCell } from '../../../shared/classroom';
import { countCompletedSteps, progressPercent } from '../../../shared/study-path';
import type { AssignmentRow, AttemptRow } from './repo';

export function toAssignmentView(row: AssignmentRow): AssignmentView {
  return { id: row.id, kind: row.kind, title: row.title, dueAt: row.dueAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

type AttemptFacts = Omit<AttemptRow, 'assignmentId' | 'userId'>;

/** What a student's copy says: score, progress and when it was finished, and so the status. */
export function attemptCell(row: AssignmentRow, attempt: AttemptFacts | undefined, now: Date): Omit<ResultCell, 'assignmentId'> {
  let score: number | null = null;
  let percent: number | null = null;
  let completedAt: Date | null = null;
  if (attempt?.started) {
    if (row.kind === 'quiz') {
      score = attempt.quizCompletedAt ? attempt.score : null;
      completedAt = attempt.quizCompletedAt;
    } else if (row.kind === 'study-path') {
      const steps = attempt.pathSteps ?? 0;
      percent = progressPercent(countCompletedSteps(attempt.pathProgress ?? {}, steps), steps);
      // The tick that made it whole is the path's last change.
      completedAt = percent === 100 ? attempt.pathUpdatedAt : null;
    } else {
      completedAt = attempt.doneAt;
    }
  }
  const completed = completedAt?.toISOString() ?? null;
  return {
    status: assignmentStatus({ started: Boolean(attempt?.started), completedAt: completed }, row.dueAt?.toISOString() ?? null, now),
    score,
    progressPercent: percent,
    completedAt: completed,
  };
}

export function toMyAssignment(row: AssignmentRow, className: string, attempt: AttemptFacts, now: Date): MyAssignment {
  return {
    ...toAssignmentView(row),
    classId: row.classId,
    className,
    ...attemptCell(row, attempt, now),
    copyId: attempt.started ? (attempt.quizCopyId ?? attempt.pathCopyId) : null,
  };
}
