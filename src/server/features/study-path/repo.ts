import { and, desc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { StudyPath } from '../../../shared/study-path';
import type { Db } from '../../db/client';
import { studyPath } from '../../db/schema';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { PAGE_ROWS } from '../../http/list-page';

export type StudyPathRow = typeof studyPath.$inferSelect;

/** A listed path: every column but the roadmap, whose length is all a card needs. */
export type StudyPathListRow = Omit<StudyPathRow, 'roadmap' | 'userId'> & { totalSteps: number };

// Ties on created_at (paths saved in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(studyPath.createdAt), desc(studyPath.id)];

export function listForUser(
  db: Db,
  userId: string,
  after: CreatedKey | undefined,
): Promise<(StudyPathListRow & { createdAtKey: string })[]> {
  return db
    .select({
      id: studyPath.id,
      topic: studyPath.topic,
      difficulty: studyPath.difficulty,
      description: studyPath.description,
      estimatedHours: studyPath.estimatedHours,
      progress: studyPath.progress,
      createdAt: studyPath.createdAt,
      updatedAt: studyPath.updatedAt,
      totalSteps: sql<number>`jsonb_array_length(${studyPath.roadmap})::int`,
      createdAtKey: createdAtKey(studyPath.createdAt),
    })
    .from(studyPath)
    .where(and(eq(studyPath.userId, userId), olderThan(studyPath.createdAt, studyPath.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
}

export async function findForUser(db: Db, userId: string, id: string): Promise<StudyPathRow | undefined> {
  const [row] = await db
    .select()
    .from(studyPath)
    .where(and(eq(studyPath.userId, userId), eq(studyPath.id, id)));
  return row;
}

/** Stores a generated path with nothing done yet. */
export async function insertPath(db: Db, userId: string, path: StudyPath): Promise<StudyPathRow> {
  const [row] = await db
    .insert(studyPath)
    .values({
      id: uuidv7(),
      userId,
      topic: path.topic,
      difficulty: path.difficulty,
      description: path.description,
      estimatedHours: path.estimatedHours,
      roadmap: path.roadmap,
    })
    .returning();
  return row!;
}

/**
 * Sets one step's done flag in a single statement: the database merges the key into the stored
 * map under the row lock, so two ticks racing each keep their step (a read-modify-write in the
 * app would let the later write drop the earlier one). Only a step of the roadmap is written;
 * undefined when the user has no such path or the roadmap has no such step.
 */
export async function setStepDone(
  db: Db,
  userId: string,
  id: string,
  stepIndex: number,
  completed: boolean,
): Promise<StudyPathRow | undefined> {
  const [row] = await db
    .update(studyPath)
    .set({ progress: sql`${studyPath.progress} || jsonb_build_object(${String(stepIndex)}::text, ${completed}::boolean)` })
    .where(and(eq(studyPath.userId, userId), eq(studyPath.id, id), sql`${stepIndex}::bigint < jsonb_array_length(${studyPath.roadmap})`))
    .returning();
  return row;
}

export async function deleteForUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(studyPath)
    .where(and(eq(studyPath.userId, userId), eq(studyPath.id, id)))
    .returning({ id: studyPath.id });
  return rows.length > 0;
}
