import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { GeneratedStudyPlan } from '../../../shared/study-plan';
import type { Db } from '../../db/client';
import { studyPlan } from '../../db/schema';

export type StudyPlanRow = typeof studyPlan.$inferSelect;

// Ties on created_at (plans saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(studyPlan.createdAt), desc(studyPlan.id)];

export type StudyPlanListRow = Omit<StudyPlanRow, 'plan'> & { weeks: number };

/** The user's plans without their content (the list shows titles and dates), each with its week count. */
export function listForUser(db: Db, userId: string): Promise<StudyPlanListRow[]> {
  const { plan, ...columns } = getTableColumns(studyPlan);
  return db
    .select({ ...columns, weeks: sql<number>`coalesce(jsonb_array_length(${plan}->'weeks'), 0)::int` })
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

export async function findForUser(db: Db, userId: string, id: string): Promise<StudyPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(studyPlan)
    .where(and(eq(studyPlan.userId, userId), eq(studyPlan.id, id)));
  return row;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(studyPlan)
    .where(and(eq(studyPlan.userId, userId), eq(studyPlan.id, id)))
    .returning({ id: studyPlan.id });
  return rows.length > 0;
}
