import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES, CLASS_SIZE_LIMITS } from '../../../shared/classroom';
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
  return {
    async create(teacherId: string, name: string): Promise<string> {
      const row = await withRoom(db, { userId: teacherId, kind: 'classes', adding: 1 }, (tx) =>
        withFreeCode((joinCode) => repo.insertClass(tx, teacherId, { name, subject: null, joinCode })),
      );
      return row.id;
    },

    async teacherOf(classId: string): Promise<string | undefined> {
      const [row] = await db.select({ teacherId: classroom.teacherId }).from(classroom).where(eq(classroom.id, classId));
      return row?.teacherId;
    },

    /** Adds the student unless the class is full (a 409 saying so). */
    async enrol(classId: string, teacherId: string, userId: string): Promise<void> {
      const [teacher] = await repo.teacherPlans(db, [teacherId], now());
      const limit = CLASS_SIZE_LIMITS[teacher?.plan ?? 'Free'];
      if ((await repo.addMember(db, classId, userId, limit)) === 'full') throw conflict(CLASS_MESSAGES.classFull(limit));
    },

    remove: (classId: string) => repo.deleteClass(db, classId),
  };
}
