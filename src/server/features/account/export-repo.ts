import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignment,
  assignmentAttempt,
  card,
  classMember,
  classroom,
  concept,
  conversation,
  deck,
  doubt,
  learnerEvent,
  message,
  note,
  paymentOrder,
  planner,
  quiz,
  reviewLog,
  studyPath,
  studyPlan,
  studySetting,
  summary,
  usageCounter,
  user,
} from '../../db/schema';

/** Rows read per query: what one export holds in memory at a time, whatever the account's size. */
export const EXPORT_PAGE_ROWS = 50;

/**
 * Every row `read` gives, a page at a time, in id order: each page starts after the last id of the
 * one before (ids are UUIDv7, so this is also creation order).
 */
export async function* byIdPages<T extends { id: string }>(read: (afterId: string) => Promise<T[]>): AsyncGenerator<T> {
  let after = '';
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1]!.id;
  }
}

export type ExportProfile = Pick<
  typeof user.$inferSelect,
  'id' | 'name' | 'email' | 'firstName' | 'lastName' | 'image' | 'plan' | 'planExpiresAt' | 'createdAt'
>;

export async function profile(db: Db, userId: string): Promise<ExportProfile | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      image: user.image,
      plan: user.plan,
      planExpiresAt: user.planExpiresAt,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** The note list without contents: the archive names one file per note before reading any. */
export const noteHeads = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select({ id: note.id, title: note.title })
      .from(note)
      .where(and(eq(note.userId, userId), gt(note.id, after)))
      .orderBy(asc(note.id))
      .limit(EXPORT_PAGE_ROWS),
  );

const noteColumns = {
  id: note.id,
  title: note.title,
  subject: note.subject,
  tags: note.tags,
  content: note.content,
  contentText: note.contentText,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
};
export type ExportNote = {
  id: string;
  title: string;
  subject: string;
  tags: string[];
  content: string;
  contentText: string;
  createdAt: Date;
  updatedAt: Date;
};

export async function oneNote(db: Db, userId: string, noteId: string): Promise<ExportNote | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.id, noteId)));
  return row;
}

export const notes = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select(noteColumns)
      .from(note)
      .where(and(eq(note.userId, userId), gt(note.id, after)))
      .orderBy(asc(note.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const summaries = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(summary)
      .where(and(eq(summary.userId, userId), gt(summary.id, after)))
      .orderBy(asc(summary.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const quizzes = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(quiz)
      .where(and(eq(quiz.userId, userId), gt(quiz.id, after)))
      .orderBy(asc(quiz.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const studyPlans = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(studyPlan)
      .where(and(eq(studyPlan.userId, userId), gt(studyPlan.id, after)))
      .orderBy(asc(studyPlan.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const planners = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(planner)
      .where(and(eq(planner.userId, userId), gt(planner.id, after)))
      .orderBy(asc(planner.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const studyPaths = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(studyPath)
      .where(and(eq(studyPath.userId, userId), gt(studyPath.id, after)))
      .orderBy(asc(studyPath.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const doubts = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(doubt)
      .where(and(eq(doubt.userId, userId), gt(doubt.id, after)))
      .orderBy(asc(doubt.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const conversations = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(conversation)
      .where(and(eq(conversation.userId, userId), gt(conversation.id, after)))
      .orderBy(asc(conversation.id))
      .limit(EXPORT_PAGE_ROWS),
  );

/** One conversation's messages, a page at a time (a long conversation is read in parts too). */
export const messages = (db: Db, conversationId: string) =>
  byIdPages((after) =>
    db
      .select({ id: message.id, role: message.role, content: message.content, citations: message.citations, createdAt: message.createdAt })
      .from(message)
      .where(and(eq(message.conversationId, conversationId), gt(message.id, after)))
      .orderBy(asc(message.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const decks = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(deck)
      .where(and(eq(deck.userId, userId), gt(deck.id, after)))
      .orderBy(asc(deck.id))
      .limit(EXPORT_PAGE_ROWS),
  );

/**
 * Rows a page at a time, each with its children: one query for the children of a whole page, so
 * memory holds one page whatever the account's size.
 */
async function* withChildren<P extends { id: string }, C, K extends string>(
  readPage: (afterId: string) => Promise<P[]>,
  readChildren: (ids: string[]) => Promise<C[]>,
  parentOf: (child: C) => string,
  key: K,
): AsyncGenerator<P & Record<K, C[]>> {
  let after = '';
  for (;;) {
    const rows = await readPage(after);
    const children = rows.length ? await readChildren(rows.map((row) => row.id)) : [];
    for (const row of rows) yield { ...row, [key]: children.filter((child) => parentOf(child) === row.id) } as P & Record<K, C[]>;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1]!.id;
  }
}

export type ExportCard = typeof card.$inferSelect & { reviews: (typeof reviewLog.$inferSelect)[] };

/** Cards with their review history. */
export const cardsWithReviews = (db: Db, userId: string): AsyncGenerator<ExportCard> =>
  withChildren(
    (after) =>
      db
        .select()
        .from(card)
        .where(and(eq(card.userId, userId), gt(card.id, after)))
        .orderBy(asc(card.id))
        .limit(EXPORT_PAGE_ROWS),
    (ids) =>
      db
        .select()
        .from(reviewLog)
        .where(and(eq(reviewLog.userId, userId), inArray(reviewLog.cardId, ids)))
        .orderBy(asc(reviewLog.reviewedAt)),
    (review) => review.cardId,
    'reviews',
  );

export type ExportConcept = typeof concept.$inferSelect & { evidence: (typeof learnerEvent.$inferSelect)[] };

/** The learner model: each concept with the evidence mastery is computed from. */
export const conceptsWithEvidence = (db: Db, userId: string): AsyncGenerator<ExportConcept> =>
  withChildren(
    (after) =>
      db
        .select()
        .from(concept)
        .where(and(eq(concept.userId, userId), gt(concept.id, after)))
        .orderBy(asc(concept.id))
        .limit(EXPORT_PAGE_ROWS),
    (ids) =>
      db
        .select()
        .from(learnerEvent)
        .where(and(eq(learnerEvent.userId, userId), inArray(learnerEvent.conceptId, ids)))
        .orderBy(asc(learnerEvent.at), asc(learnerEvent.id)),
    (event) => event.conceptId,
    'evidence',
  );

export interface ExportClass {
  id: string;
  name: string;
  subject: string | null;
  role: 'teacher' | 'student';
  joinCode: string | null;
  createdAt: Date;
  assignments: { id: string; kind: string; title: string; dueAt: Date | null; startedAt: Date | null; doneAt: Date | null }[];
}

/** Classes the user teaches (with their join code) or attends, each with its assignments and the user's attempts. */
export async function* classes(db: Db, userId: string): AsyncGenerator<ExportClass> {
  const rows = byIdPages((after) =>
    db
      .select({
        id: classroom.id,
        name: classroom.name,
        subject: classroom.subject,
        teacherId: classroom.teacherId,
        joinCode: classroom.joinCode,
        createdAt: classroom.createdAt,
      })
      .from(classroom)
      .leftJoin(classMember, and(eq(classMember.classId, classroom.id), eq(classMember.userId, userId)))
      .where(and(or(eq(classroom.teacherId, userId), eq(classMember.userId, userId)), gt(classroom.id, after)))
      .orderBy(asc(classroom.id))
      .limit(EXPORT_PAGE_ROWS),
  );
  for await (const row of rows) {
    // A class keeps at most a few hundred assignments (decision 048): read whole.
    const items = await db
      .select({
        id: assignment.id,
        kind: assignment.kind,
        title: assignment.title,
        dueAt: assignment.dueAt,
        startedAt: assignmentAttempt.startedAt,
        doneAt: assignmentAttempt.doneAt,
      })
      .from(assignment)
      .leftJoin(assignmentAttempt, and(eq(assignmentAttempt.assignmentId, assignment.id), eq(assignmentAttempt.userId, userId)))
      .where(eq(assignment.classId, row.id))
      .orderBy(asc(assignment.createdAt));
    const teacher = row.teacherId === userId;
    yield {
      id: row.id,
      name: row.name,
      subject: row.subject,
      role: teacher ? 'teacher' : 'student',
      joinCode: teacher ? row.joinCode : null,
      createdAt: row.createdAt,
      assignments: items,
    };
  }
}

/** The student's study settings (decision 068): one row, or none while they keep the defaults. */
export const studySettings = (db: Db, userId: string) =>
  db
    .select({ dailyMinutes: studySetting.dailyMinutes, easyDays: studySetting.easyDays, updatedAt: studySetting.updatedAt })
    .from(studySetting)
    .where(eq(studySetting.userId, userId));

/** Daily usage counts: past days are purged after a while, so these are few. */
export const usage = (db: Db, userId: string) =>
  db
    .select({ kind: usageCounter.kind, day: usageCounter.day, used: usageCounter.used })
    .from(usageCounter)
    .where(eq(usageCounter.userId, userId))
    .orderBy(asc(usageCounter.day), asc(usageCounter.kind));

export const payments = (db: Db, userId: string) =>
  byIdPages((after) =>
    db
      .select()
      .from(paymentOrder)
      .where(and(eq(paymentOrder.userId, userId), gt(paymentOrder.id, after)))
      .orderBy(asc(paymentOrder.id))
      .limit(EXPORT_PAGE_ROWS),
  );
