import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { GeneratedStudyPlan } from '../../../shared/study-plan';
import type { Db } from '../../db/client';
import { studyPlan } from '../../db/schema';

export type StudyPlanRow = typeof studyPlan.$inferSelect;

// Ties on created_at (plans saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(studyPlan.createdAt), desc(studyPlan.id)];

export function listForUser(db: Db, userId: string): Promise<StudyPlanRow[]> {
  return db
    .select()
    .from(studyPlan)
    .where(eq(studyPlan.userId, userId))
    .orderBy(...newestFirst);
}

export async function insertPlan(db: Db, userId: string, values: GeneratedStudyPlan): Promise<StudyPlanRow> {
  const [row] = await db
    .insert(studyPlan)
    .values({ id: uuidv7(), userId, ...values })
    .returning();
  return row!;
}
