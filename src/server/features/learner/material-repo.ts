import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { card, doubt, learnerEvent, quiz, studyPath, note } from '../../db/schema';

// The records evidence points at, read for their material (a practice quiz is built from it):
// owner-scoped like every read, whatever ids the events hold.

/** Which records (kind, id) gave evidence about these concepts. */
export function conceptSources(db: Db, userId: string, conceptIds: string[]) {
  return db
    .selectDistinct({ conceptId: learnerEvent.conceptId, kind: learnerEvent.sourceKind, id: learnerEvent.sourceId })
    .from(learnerEvent)
    .where(and(eq(learnerEvent.userId, userId), inArray(learnerEvent.conceptId, conceptIds)));
}

export function quizQuestions(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: quiz.id, questions: quiz.questions })
    .from(quiz)
    .where(and(eq(quiz.userId, userId), inArray(quiz.id, ids)));
}

export function cards(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: card.id, front: card.front, back: card.back, source: card.source })
    .from(card)
    .where(and(eq(card.userId, userId), inArray(card.id, ids)));
}

export function doubts(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: doubt.id, question: doubt.question, answer: doubt.answer })
    .from(doubt)
    .where(and(eq(doubt.userId, userId), inArray(doubt.id, ids)));
}

export function pathSteps(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: studyPath.id, roadmap: studyPath.roadmap })
    .from(studyPath)
    .where(and(eq(studyPath.userId, userId), inArray(studyPath.id, ids)));
}

export function notes(db: Db, userId: string, ids: string[]) {
  return db
    .select({ id: note.id, title: note.title, text: note.contentText })
    .from(note)
    .where(and(eq(note.userId, userId), inArray(note.id, ids)));
}
