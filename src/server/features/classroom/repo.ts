import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { settle } from '../../../shared/plan-schedule';
import type { AssignmentKind } from '../../../shared/classroom';
import type { StudyPlanContent } from '../../../shared/study-plan';
import type { Db } from '../../db/client';
import { savedQuiz } from '../../db/quiz-saved';
import { assignment, assignmentAttempt, classMember, classroom, classTeacher, quiz, studyPath, studyPlan, user } from '../../db/schema';

export type ClassRow = typeof classroom.$inferSelect;
export type AssignmentRow = typeof assignment.$inferSelect;

// Both drivers answer raw SQL with { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How a person is shown to their class: the name they signed up with, else their e-mail address. */
const displayName = sql<string>`coalesce(nullif(trim(${user.name}), ''), ${user.email})`;

export async function insertClass(db: Db, teacherId: string, values: { name: string; subject: string | null; joinCode: string }) {
  const [row] = await db
    .insert(classroom)
    .values({ id: uuidv7(), teacherId, ...values })
    .onConflictDoNothing({ target: classroom.joinCode })
    .returning();
  return row;
}

export interface ClassListRow {
  id: string;
  name: string;
  subject: string | null;
  teacherId: string;
  teacherName: string;
  memberCount: number;
  coTeacher: boolean;
}

const memberCount = sql<number>`(SELECT count(*)::int FROM ${classMember} WHERE ${classMember.classId} = ${classroom.id})`;

/** Whether the user is one of the class's other teachers (class_teacher). */
const coTeaches = (userId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${classTeacher} WHERE ${classTeacher.classId} = ${classroom.id} AND ${classTeacher.userId} = ${userId})`;

/** Makes the user one of the class's teachers (a no-op for one already). */
export async function addCoTeacher(db: Db, classId: string, userId: string): Promise<void> {
  await db.insert(classTeacher).values({ classId, userId }).onConflictDoNothing();
}

/** The classes the user teaches or attends, newest first. */
export function listForUser(db: Db, userId: string): Promise<ClassListRow[]> {
  return db
    .select({
      id: classroom.id,
      name: classroom.name,
      subject: classroom.subject,
      teacherId: classroom.teacherId,
      teacherName: displayName,
      memberCount,
      coTeacher: coTeaches(userId),
    })
    .from(classroom)
    .innerJoin(user, eq(user.id, classroom.teacherId))
    .where(
      or(
        eq(classroom.teacherId, userId),
        sql`EXISTS (SELECT 1 FROM ${classMember} WHERE ${classMember.classId} = ${classroom.id} AND ${classMember.userId} = ${userId})`,
        coTeaches(userId),
      ),
    )
    .orderBy(desc(classroom.createdAt), desc(classroom.id));
}

/** The class with the user's role in it; undefined for anyone who neither teaches nor attends it. */
export async function findWithRole(db: Db, userId: string, classId: string) {
  const [row] = await db
    .select({
      id: classroom.id,
      name: classroom.name,
      subject: classroom.subject,
      teacherId: classroom.teacherId,
      joinCode: classroom.joinCode,
      teacherName: displayName,
      memberCount,
      isMember: sql<boolean>`EXISTS (SELECT 1 FROM ${classMember} WHERE ${classMember.classId} = ${classroom.id} AND ${classMember.userId} = ${userId})`,
      coTeacher: coTeaches(userId),
    })
    .from(classroom)
    .innerJoin(user, eq(user.id, classroom.teacherId))
    .where(eq(classroom.id, classId));
  if (!row) return undefined;
  // `owner`: the teacher who made the class, the one who may delete it.
  if (row.teacherId === userId) return { ...row, role: 'teacher' as const, owner: true };
  if (row.coTeacher) return { ...row, role: 'teacher' as const, owner: false };
  return row.isMember ? { ...row, role: 'student' as const, owner: false } : undefined;
}

export async function findByCode(db: Db, joinCode: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classroom).where(eq(classroom.joinCode, joinCode));
  return row;
}

/** Sets a new code; false if another class holds it already (the caller draws again). */
export async function setJoinCode(db: Db, classId: string, joinCode: string): Promise<boolean> {
  const taken = await findByCode(db, joinCode);
  if (taken) return false;
  await db.update(classroom).set({ joinCode }).where(eq(classroom.id, classId));
  return true;
}

/**
 * Adds the student unless the class is full. The class row is locked first, so two joins at
 * once count the members one after the other and cannot both take the last place.
 */
export function addMember(db: Db, classId: string, userId: string, limit: number): Promise<'joined' | 'already' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${classroom} WHERE ${classroom.id} = ${classId} FOR UPDATE`);
    const [existing] = await tx
      .select({ userId: classMember.userId })
      .from(classMember)
      .where(and(eq(classMember.classId, classId), eq(classMember.userId, userId)));
    if (existing) return 'already';
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(classMember)
      .where(eq(classMember.classId, classId));
    if (count >= limit) return 'full';
    await tx.insert(classMember).values({ classId, userId });
    return 'joined';
  });
}

export async function removeMember(db: Db, classId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(classMember)
    .where(and(eq(classMember.classId, classId), eq(classMember.userId, userId)))
    .returning({ userId: classMember.userId });
  return rows.length > 0;
}

export async function deleteClass(db: Db, classId: string): Promise<void> {
  await db.delete(classroom).where(eq(classroom.id, classId));
}

export function listMembers(db: Db, classId: string) {
  return db
    .select({ userId: classMember.userId, name: displayName, email: user.email, joinedAt: classMember.joinedAt })
    .from(classMember)
    .innerJoin(user, eq(user.id, classMember.userId))
    .where(eq(classMember.classId, classId))
    .orderBy(asc(displayName), asc(classMember.userId));
}

export function listAssignments(db: Db, classId: string): Promise<AssignmentRow[]> {
  return db.select().from(assignment).where(eq(assignment.classId, classId)).orderBy(asc(assignment.createdAt), asc(assignment.id));
}

/** The teacher's own item of this kind (a saved quiz: drafts cannot be assigned): its title and a path's step count. */
export async function ownedItem(db: Db, userId: string, kind: AssignmentKind, itemId: string) {
  const table = kind === 'quiz' ? quiz : kind === 'study-path' ? studyPath : studyPlan;
  const title = kind === 'quiz' ? quiz.title : kind === 'study-path' ? studyPath.topic : studyPlan.title;
  const totalSteps = kind === 'study-path' ? sql<number>`jsonb_array_length(${studyPath.roadmap})::int` : sql<null>`NULL::int`;
  const saved = kind === 'quiz' ? savedQuiz : sql`true`;
  const [row] = await db
    .select({ title, totalSteps })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.id, itemId), saved));
  return row;
}

/**
 * Adds the assignment unless the class keeps `max` already. The class row is locked first (as a
 * join does), so two assigns at once count one after the other and cannot both take the last place;
 * a class deleted meanwhile answers 'gone' rather than a foreign-key failure.
 */
export function insertAssignment(
  db: Db,
  values: { classId: string; kind: AssignmentKind; itemId: string; title: string; totalSteps: number | null; dueAt: Date | null },
  max: number,
): Promise<AssignmentRow | 'full' | 'gone'> {
  const { itemId, ...rest } = values;
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT 1 FROM ${classroom} WHERE ${classroom.id} = ${values.classId} FOR UPDATE`);
    if (rowsOf(locked).length === 0) return 'gone';
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(assignment)
      .where(eq(assignment.classId, values.classId));
    if (count >= max) return 'full';
    const [row] = await tx
      .insert(assignment)
      .values({
        id: uuidv7(),
        ...rest,
        quizId: values.kind === 'quiz' ? itemId : null,
        studyPathId: values.kind === 'study-path' ? itemId : null,
        studyPlanId: values.kind === 'study-plan' ? itemId : null,
      })
      .returning();
    return row!;
  });
}

/** Deletes one assignment of the class (its attempts go with it; the students' copies stay theirs). */
export async function deleteAssignment(db: Db, classId: string, assignmentId: string): Promise<boolean> {
  const rows = await db
    .delete(assignment)
    .where(and(eq(assignment.classId, classId), eq(assignment.id, assignmentId)))
    .returning({ id: assignment.id });
  return rows.length > 0;
}

export async function assignableItems(db: Db, userId: string) {
  const [quizzes, studyPaths, studyPlans] = await Promise.all([
    db
      .select({ id: quiz.id, title: quiz.title })
      .from(quiz)
      .where(and(eq(quiz.userId, userId), savedQuiz))
      .orderBy(desc(quiz.createdAt)),
    db
      .select({ id: studyPath.id, title: studyPath.topic })
      .from(studyPath)
      .where(eq(studyPath.userId, userId))
      .orderBy(desc(studyPath.createdAt)),
    db
      .select({ id: studyPlan.id, title: studyPlan.title })
      .from(studyPlan)
      .where(eq(studyPlan.userId, userId))
      .orderBy(desc(studyPlan.createdAt)),
  ]);
  return { quizzes, studyPaths, studyPlans };
}

/** What a student's attempt says: their copy, its score or ticked steps, and when it was finished (ms since 1970). */
export interface AttemptFacts {
  started: boolean;
  copyId: string | null;
  score: number | null;
  doneSteps: number | null;
  completedAtMs: number | null;
}

// date_part gives float8 directly; extract() gives numeric, several times dearer over a whole class.
const epochMs = (column: SQL | AnyPgColumn) => sql`(date_part('epoch', ${column}) * 1000)`;
// A JSON path filter, not jsonb_each: a set-returning subquery per row costs more than the rest of the table together.
const doneSteps = sql`jsonb_array_length(jsonb_path_query_array(${studyPath.progress}, '$.* ? (@ == true)'))`;

/**
 * Worked out in the database, so a class's whole table comes back as a few plain numbers per cell:
 * a quiz is finished when the copy is completed, a path when every step is ticked (its last change),
 * a plan when the student marked it done.
 */
const attemptColumns = {
  started: sql<boolean>`(${assignmentAttempt.userId} IS NOT NULL)`,
  copyId: sql<string | null>`coalesce(${assignmentAttempt.quizId}, ${assignmentAttempt.studyPathId})`,
  score: sql<number | null>`CASE WHEN ${quiz.completedAt} IS NOT NULL THEN ${quiz.score} END`,
  doneSteps: sql<number | null>`CASE WHEN ${studyPath.id} IS NOT NULL THEN ${doneSteps} END`,
  completedAtMs: sql<number | null>`CASE ${assignment.kind}
    WHEN 'quiz' THEN ${epochMs(quiz.completedAt)}
    WHEN 'study-path' THEN CASE WHEN ${doneSteps} >= ${assignment.totalSteps} THEN ${epochMs(studyPath.updatedAt)} END
    ELSE ${epochMs(assignmentAttempt.doneAt)} END`,
};

/** The student's assignments in the classes they attend (one class, or all), oldest first, with their own attempts. */
export function myAssignments(db: Db, userId: string, filter: { classId?: string; assignmentId?: string } = {}) {
  return db
    .select({
      assignment,
      className: classroom.name,
      ...attemptColumns,
    })
    .from(assignment)
    .innerJoin(classroom, eq(classroom.id, assignment.classId))
    .innerJoin(classMember, and(eq(classMember.classId, assignment.classId), eq(classMember.userId, userId)))
    .leftJoin(assignmentAttempt, and(eq(assignmentAttempt.assignmentId, assignment.id), eq(assignmentAttempt.userId, userId)))
    .leftJoin(quiz, eq(quiz.id, assignmentAttempt.quizId))
    .leftJoin(studyPath, eq(studyPath.id, assignmentAttempt.studyPathId))
    .where(
      and(
        filter.classId ? eq(assignment.classId, filter.classId) : undefined,
        filter.assignmentId ? eq(assignment.id, filter.assignmentId) : undefined,
      ),
    )
    .orderBy(asc(assignment.dueAt), asc(assignment.createdAt), asc(assignment.id));
}

/** One student's row of the results table: who they are and, per assignment in the class's order, what their attempt says. */
export interface GridRow {
  userId: string;
  name: string;
  email: string;
  started: boolean[];
  score: (number | null)[];
  doneSteps: (number | null)[];
  completedAtMs: (number | null)[];
}

/**
 * The results table of the class's current students (a removed student's attempts stay theirs but
 * leave this view), ordered by name like listMembers: one row per student with an array per fact,
 * ordered like listAssignments. Each student's cells come back as one string ("started score steps
 * ms" per cell, cells joined by ","): 500 short strings cost far less to send and parse than 10,000
 * rows, or four arrays per row, and on PGlite that is most of the table's time. A path's ticked
 * steps are counted once per cell.
 */
export async function classGrid(db: Db, classId: string): Promise<GridRow[]> {
  const steps = sql`d.steps`;
  const text = (value: SQL) => sql`coalesce((${value})::text, '')`;
  const completedAtMs = sql`CASE ${assignment.kind}
    WHEN 'quiz' THEN ${epochMs(quiz.completedAt)}
    WHEN 'study-path' THEN CASE WHEN ${steps} >= ${assignment.totalSteps} THEN ${epochMs(studyPath.updatedAt)} END
    ELSE ${epochMs(assignmentAttempt.doneAt)} END`;
  const cell = sql`(${attemptColumns.started})::int || ' ' || ${text(attemptColumns.score)} || ' ' || ${text(steps)} || ' ' || ${text(completedAtMs)}`;
  const result = await db.execute(sql`
    SELECT ${classMember.userId} AS "userId", ${displayName} AS "name", ${user.email} AS "email",
      string_agg(${cell}, ',' ORDER BY ${assignment.createdAt}, ${assignment.id}) AS "cells"
    FROM ${classMember}
    JOIN ${user} ON ${user.id} = ${classMember.userId}
    LEFT JOIN ${assignment} ON ${assignment.classId} = ${classMember.classId}
    LEFT JOIN ${assignmentAttempt} ON ${assignmentAttempt.assignmentId} = ${assignment.id} AND ${assignmentAttempt.userId} = ${classMember.userId}
    LEFT JOIN ${quiz} ON ${quiz.id} = ${assignmentAttempt.quizId}
    LEFT JOIN ${studyPath} ON ${studyPath.id} = ${assignmentAttempt.studyPathId}
    LEFT JOIN LATERAL (SELECT CASE WHEN ${studyPath.id} IS NOT NULL THEN ${doneSteps} END AS steps) d ON true
    WHERE ${classMember.classId} = ${classId}
    GROUP BY ${classMember.userId}, ${user.name}, ${user.email}
    ORDER BY 2, 1`);
  return rowsOf<{ userId: string; name: string; email: string; cells: string | null }>(result).map(gridRow);
}

const numberOrNull = (text: string | undefined) => (text ? Number(text) : null);

function gridRow({ userId, name, email, cells }: { userId: string; name: string; email: string; cells: string | null }): GridRow {
  const row: GridRow = { userId, name, email, started: [], score: [], doneSteps: [], completedAtMs: [] };
  // A class without assignments: the aggregate of no cells is null.
  for (const cell of cells?.split(',') ?? []) {
    const [started, score, steps, ms] = cell.split(' ');
    row.started.push(started === '1');
    row.score.push(numberOrNull(score));
    row.doneSteps.push(numberOrNull(steps));
    row.completedAtMs.push(numberOrNull(ms));
  }
  return row;
}

/** One quiz question of one assignment: how many answered it wrong (`missed`) of those who answered it. */
export interface QuestionMissRow {
  assignmentId: string;
  /** 0-based, in the quiz's order. */
  index: number;
  missed: number;
  answered: number;
}

/**
 * Per quiz assignment and question: how many current students answered it wrong, of those who
 * completed the quiz. Each completed copy gives its list of `correct` flags in question order, one
 * line per copy: cheaper to count here than to expand every copy's feedback into rows in the database.
 */
export async function questionMisses(db: Db, classId: string): Promise<QuestionMissRow[]> {
  const result = await db.execute(sql`
    SELECT t.assignment_id AS "assignmentId",
           string_agg(jsonb_path_query_array(q.evaluation, '$.feedback[*].correct')::text, E'\n') AS "flags"
    FROM ${assignmentAttempt} t
    JOIN ${assignment} a ON a.id = t.assignment_id
    JOIN ${classMember} m ON m.class_id = a.class_id AND m.user_id = t.user_id
    JOIN ${quiz} q ON q.id = t.quiz_id
    WHERE a.class_id = ${classId} AND q.completed_at IS NOT NULL
    GROUP BY t.assignment_id`);
  return rowsOf<{ assignmentId: string; flags: string | null }>(result).flatMap(({ assignmentId, flags }) => {
    const counts: QuestionMissRow[] = [];
    for (const line of flags?.split('\n') ?? []) {
      (JSON.parse(line) as unknown[]).forEach((correct, index) => {
        const count = (counts[index] ??= { assignmentId, index, missed: 0, answered: 0 });
        count.answered += 1;
        if (correct !== true) count.missed += 1;
      });
    }
    return counts.filter(Boolean);
  });
}

/** The question texts of the teacher's quizzes assigned to the class. */
export function assignedQuizQuestions(db: Db, quizIds: string[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db.select({ id: quiz.id, questions: quiz.questions }).from(quiz).where(inArray(quiz.id, quizIds));
}

/**
 * Starts the student's attempt: a quiz or study path is copied into their account (their copy is
 * what they answer or tick; the teacher's stays as it was), a study plan only gets the attempt row.
 * Two starts at once keep the first: the loser's copy is deleted again.
 */
export async function startAttempt(db: Db, userId: string, row: AssignmentRow): Promise<void> {
  let quizCopyId: string | null = null;
  let pathCopyId: string | null = null;
  if (row.quizId) {
    const [original] = await db.select().from(quiz).where(eq(quiz.id, row.quizId));
    if (!original) return;
    quizCopyId = uuidv7();
    const { title, topic, difficulty, questions } = original;
    // The student's copy is saved: it is in their lists like any quiz of theirs.
    await db.insert(quiz).values({ id: quizCopyId, userId, title, topic, difficulty, questions, savedAt: new Date() });
  } else if (row.studyPathId) {
    const [original] = await db.select().from(studyPath).where(eq(studyPath.id, row.studyPathId));
    if (!original) return;
    pathCopyId = uuidv7();
    const { topic, difficulty, description, estimatedHours, roadmap } = original;
    await db.insert(studyPath).values({ id: pathCopyId, userId, topic, difficulty, description, estimatedHours, roadmap });
  }
  const inserted = await db
    .insert(assignmentAttempt)
    .values({ assignmentId: row.id, userId, quizId: quizCopyId, studyPathId: pathCopyId })
    .onConflictDoNothing()
    .returning({ userId: assignmentAttempt.userId });
  if (inserted.length > 0) return;
  if (quizCopyId) await db.delete(quiz).where(eq(quiz.id, quizCopyId));
  if (pathCopyId) await db.delete(studyPath).where(eq(studyPath.id, pathCopyId));
}

/** Marks a study plan done or not; starting it on the way if needed. */
export async function setPlanDone(db: Db, userId: string, assignmentId: string, done: boolean): Promise<void> {
  const doneAt = done ? new Date() : null;
  await db
    .insert(assignmentAttempt)
    .values({ assignmentId, userId, doneAt })
    .onConflictDoUpdate({ target: [assignmentAttempt.assignmentId, assignmentAttempt.userId], set: { doneAt } });
}

export async function studyPlanContent(db: Db, planId: string) {
  const [row] = await db
    .select({ title: studyPlan.title, topic: studyPlan.topic, content: studyPlan.plan })
    .from(studyPlan)
    .where(eq(studyPlan.id, planId));
  return row as { title: string; topic: string; content: StudyPlanContent } | undefined;
}

/** The teachers' plans as of `now`: a paid plan past its end reads as the plan queued after it, else Free. */
export async function teacherPlans(db: Db, ids: string[], now: Date = new Date()) {
  const rows = await db
    .select({ id: user.id, plan: user.plan, expiresAt: user.planExpiresAt, nextPlan: user.nextPlan, nextPlanHours: user.nextPlanHours })
    .from(user)
    .where(inArray(user.id, ids));
  return rows.map((row) => ({ id: row.id, plan: settle(row, now).plan }));
}
