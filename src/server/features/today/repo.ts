import { and, count, desc, eq, gt, gte, isNull, lt, lte, min, or } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/exam-date';
import type { Db } from '../../db/client';
import { assignment, assignmentAttempt, card, classMember, deck, planner, studyPath } from '../../db/schema';

// The Today list reads other features' tables directly (features never import each other), each
// query owner-scoped and bounded: a day's list needs only the few rows that can make it.

/** ts-fsrs State.Review: such a card is due all day; a learning card only once its minute has come. */
const REVIEW_STATE = 2;
/** Planners and paths looked at, newest first: more could never fit in a day. */
const ROWS_LOOKED_AT = 20;

/** Cards due before the student's midnight, counted per deck, with the earliest due and the exam the deck is tied to. */
export function dueCardsByDeck(db: Db, userId: string, now: Date, endOfDay: Date) {
  return db
    .select({ deckId: deck.id, deckName: deck.name, examDate: planner.examDate, cards: count(), firstDue: min(card.due) })
    .from(card)
    .innerJoin(deck, eq(deck.id, card.deckId))
    .leftJoin(planner, and(eq(planner.id, deck.plannerId), eq(planner.userId, userId)))
    .where(and(eq(card.userId, userId), lt(card.due, endOfDay), or(eq(card.state, REVIEW_STATE), lte(card.due, now))))
    .groupBy(deck.id, deck.name, planner.examDate);
}

/** Planners whose exam is today or later, with their schedules. */
export function upcomingPlanners(db: Db, userId: string, today: IsoDate) {
  return db
    .select({ id: planner.id, subject: planner.subject, examDate: planner.examDate, schedule: planner.schedule })
    .from(planner)
    .where(and(eq(planner.userId, userId), gte(planner.examDate, today)))
    .orderBy(desc(planner.createdAt), desc(planner.id))
    .limit(ROWS_LOOKED_AT);
}

export function recentPaths(db: Db, userId: string) {
  return db
    .select({ id: studyPath.id, topic: studyPath.topic, roadmap: studyPath.roadmap, progress: studyPath.progress })
    .from(studyPath)
    .where(eq(studyPath.userId, userId))
    .orderBy(desc(studyPath.updatedAt), desc(studyPath.id))
    .limit(ROWS_LOOKED_AT);
}

/** Assignments of the student's classes due between now and `until` that they have not started. */
export function assignmentsDue(db: Db, userId: string, now: Date, until: Date) {
  return db
    .select({ id: assignment.id, classId: assignment.classId, kind: assignment.kind, title: assignment.title, dueAt: assignment.dueAt })
    .from(assignment)
    .innerJoin(classMember, and(eq(classMember.classId, assignment.classId), eq(classMember.userId, userId)))
    .leftJoin(assignmentAttempt, and(eq(assignmentAttempt.assignmentId, assignment.id), eq(assignmentAttempt.userId, userId)))
    .where(and(isNull(assignmentAttempt.userId), gt(assignment.dueAt, now), lte(assignment.dueAt, until)))
    .limit(ROWS_LOOKED_AT);
}
