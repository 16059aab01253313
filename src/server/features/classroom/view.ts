import {
  type AssignmentResults,
  type AssignmentView,
  assignmentStatus,
  type MyAssignment,
  type QuestionMisses,
  type ResultCell,
} from '../../../shared/classroom';
import { questionNumber, type QuizQuestion } from '../../../shared/quiz';
import { progressPercent } from '../../../shared/study-path';
import type { AssignmentRow, AttemptFacts, QuestionMissRow } from './repo';

export function toAssignmentView(row: AssignmentRow): AssignmentView {
  return { id: row.id, kind: row.kind, title: row.title, dueAt: row.dueAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** What a student's copy says: score, progress and when it was finished, and so the status. */
export function attemptCell(row: AssignmentRow, attempt: AttemptFacts | undefined, now: Date): Omit<ResultCell, 'assignmentId' | 'lms'> {
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

/**
 * The misses grouped once, by assignment and then question index, so each assignment finds its
 * own with one look-up: the cost grows with the rows, not with assignments × rows.
 */
function missesByAssignment(misses: QuestionMissRow[]): Map<string, Map<number, QuestionMissRow>> {
  const grouped = new Map<string, Map<number, QuestionMissRow>>();
  for (const miss of misses) {
    let byIndex = grouped.get(miss.assignmentId);
    if (!byIndex) grouped.set(miss.assignmentId, (byIndex = new Map()));
    byIndex.set(miss.index, miss);
  }
  return grouped;
}

/** The class's assignments in their order, a quiz's with its questions most missed first. */
export function assignmentResults(
  assignments: AssignmentRow[],
  misses: QuestionMissRow[],
  questionTexts: Map<string, QuizQuestion[]>,
): AssignmentResults[] {
  const missesOf = missesByAssignment(misses);
  const none = new Map<number, QuestionMissRow>();
  return assignments.map((row) => {
    if (!row.quizId) return { ...toAssignmentView(row), questions: null };
    const counts = missesOf.get(row.id) ?? none;
    const questions: QuestionMisses[] = (questionTexts.get(row.quizId) ?? []).map((question, index) => ({
      number: questionNumber(index),
      question: question.question,
      missed: counts.get(index)?.missed ?? 0,
      answered: counts.get(index)?.answered ?? 0,
    }));
    questions.sort((a, b) => b.missed - a.missed || a.number - b.number);
    return { ...toAssignmentView(row), questions };
  });
}
