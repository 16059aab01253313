import { eq } from 'drizzle-orm';
import { type AssignmentKind, CLASS_MESSAGES, CLASS_SIZE_LIMITS, MAX_ASSIGNMENTS_PER_CLASS } from '../../../shared/classroom';
import type { Db } from '../../db/client';
import { classroom } from '../../db/schema';
import { conflict } from '../../http-error';
import { withRoom } from '../../storage/quota';
import * as repo from './repo';
import { withFreeCode } from './service';

/**
 * The classes of courses on a learning platform (LTI, decision 072): made for the course's
 * instructor and joined by its learners without a join code, under the same quota and size limit.
 */
export function courseClasses(db: Db, now: () => Date) {
  async function teacherOf(classId: string): Promise<string | undefined> {
    const [row] = await db.select({ teacherId: classroom.teacherId }).from(classroom).where(eq(classroom.id, classId));
    return row?.teacherId;
  }

  return {
    async create(teacherId: string, name: string): Promise<string> {
      const row = await withRoom(db, { userId: teacherId, kind: 'classes', adding: 1 }, (tx) =>
        withFreeCode((joinCode) => repo.insertClass(tx, teacherId, { name, subject: null, joinCode })),
      );
      return row.id;
    },

    teacherOf,

    /** Whether the user teaches the class: the teacher who made it or a co-teacher. */
    async teaches(classId: string, userId: string): Promise<boolean> {
      return (await repo.findWithRole(db, userId, classId))?.role === 'teacher';
    },

    /** Another instructor of the course teaches its class too (never its own maker, never twice). */
    async addCoTeacher(classId: string, userId: string): Promise<void> {
      if ((await teacherOf(classId)) !== userId) await repo.addCoTeacher(db, classId, userId);
    },

    /** Adds the student unless the class is full (a 409 saying so). */
    async enrol(classId: string, teacherId: string, userId: string): Promise<void> {
      const [teacher] = await repo.teacherPlans(db, [teacherId], now());
      const limit = CLASS_SIZE_LIMITS[teacher?.plan ?? 'Free'];
      if ((await repo.addMember(db, classId, userId, limit)) === 'full') throw conflict(CLASS_MESSAGES.classFull(limit));
    },

    remove: (classId: string) => repo.deleteClass(db, classId),

    /** The teacher's items a deep link may name (decision 075). */
    assignable: (userId: string) => repo.assignableItems(db, userId),

    /** The title of the user's own item of this kind, or undefined for anyone else's. */
    async titleOf(userId: string, kind: AssignmentKind, itemId: string): Promise<string | undefined> {
      return (await repo.ownedItem(db, userId, kind, itemId))?.title;
    },

    /** Assigns the class teacher's own item to the class; undefined when it is not theirs (or the class is full of assignments). */
    async assign(classId: string, teacherId: string, kind: AssignmentKind, itemId: string): Promise<string | undefined> {
      const item = await repo.ownedItem(db, teacherId, kind, itemId);
      if (!item) return undefined;
      const created = await repo.insertAssignment(db, { classId, kind, itemId, ...item, dueAt: null }, MAX_ASSIGNMENTS_PER_CLASS);
      return typeof created === 'string' ? undefined : created.id;
    },

    /** Starts the student's attempt (or finds it): where it opens, their copy's page or the class page. */
    async start(userId: string, assignmentId: string): Promise<string | undefined> {
      const [row] = await repo.myAssignments(db, userId, { assignmentId });
      if (!row) return undefined;
      if (!row.started) await repo.startAttempt(db, userId, row.assignment);
      const [started] = await repo.myAssignments(db, userId, { assignmentId });
      const copyId = started?.copyId;
      if (copyId && row.assignment.kind === 'quiz') return `/quiz/${copyId}`;
      if (copyId && row.assignment.kind === 'study-path') return `/study-path/${copyId}`;
      return `/classes/${row.assignment.classId}`;
    },

    /** The student's attempt as a score out of 100: a finished quiz's score, a path's ticked share, a plan marked done. */
    async attemptScore(userId: string, assignmentId: string) {
      const [row] = await repo.myAssignments(db, userId, { assignmentId });
      if (!row?.started) return undefined;
      const { kind, totalSteps } = row.assignment;
      if (kind === 'quiz') {
        if (row.score === null || row.completedAtMs === null) return undefined;
        return { step: 0, score: row.score, completed: true, at: new Date(row.completedAtMs) };
      }
      if (kind === 'study-path') {
        const done = Math.min(row.doneSteps ?? 0, totalSteps ?? 0);
        if (done === 0 || !totalSteps) return undefined;
        const finished = row.completedAtMs === null ? new Date() : new Date(row.completedAtMs);
        return { step: done, score: Math.round((done / totalSteps) * 100), completed: done >= totalSteps, at: finished };
      }
      if (row.completedAtMs === null) return undefined;
      return { step: 0, score: 100, completed: true, at: new Date(row.completedAtMs) };
    },
  };
}
