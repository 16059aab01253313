import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { IsoDate } from '../../../shared/exam-date';
import type { PlannerSchedule } from '../../../shared/planner';
import type { Db } from '../../db/client';
import { planner } from '../../db/schema';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { PAGE_ROWS } from '../../http/list-page';

export type PlannerRow = typeof planner.$inferSelect;

export interface PlannerValues {
  subject: string;
  goal: string;
  examDate: IsoDate;
  schedule: PlannerSchedule;
}

// Ties on created_at (planners saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(planner.createdAt), desc(planner.id)];

/** A page of the user's planners, newest first, without their schedules (the list shows subjects and dates). */
export function listForUser(db: Db, userId: string, after: CreatedKey | undefined) {
  return db
    .select({
      id: planner.id,
      subject: planner.subject,
      goal: planner.goal,
      examDate: planner.examDate,
      createdAt: planner.createdAt,
      createdAtKey: createdAtKey(planner.createdAt),
    })
    .from(planner)
    .where(and(eq(planner.userId, userId), olderThan(planner.createdAt, planner.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
}

export async function findForUser(db: Db, userId: string, id: string): Promise<PlannerRow | undefined> {
  const [row] = await db
    .select()
    .from(planner)
    .where(and(eq(planner.userId, userId), eq(planner.id, id)));
  return row;
}

export async function insertPlanner(db: Db, userId: string, values: PlannerValues): Promise<PlannerRow> {
  const [row] = await db
    .insert(planner)
    .values({ id: uuidv7(), userId, ...values })
    .returning();
  return row!;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(planner)
    .where(and(eq(planner.userId, userId), eq(planner.id, id)))
    .returning({ id: planner.id });
  return rows.length > 0;
}

/** Marks the subject's evidence up to `seenAt` as planned for; with a new schedule, stores it and why. */
export async function recordReplan(
  db: Db,
  userId: string,
  id: string,
  seenAt: Date,
  replan?: { schedule: PlannerSchedule; baseSchedule: PlannerSchedule; because: string },
): Promise<PlannerRow | undefined> {
  const [row] = await db
    .update(planner)
    .set({
      evidenceSeenAt: seenAt,
      ...(replan && { schedule: replan.schedule, baseSchedule: replan.baseSchedule, updatedBecause: replan.because, replannedAt: seenAt }),
    })
    .where(and(eq(planner.userId, userId), eq(planner.id, id)))
    .returning();
  return row;
}
