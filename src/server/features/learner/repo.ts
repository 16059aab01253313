import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { assignment, assignmentAttempt, classMember, concept, learnerEvent } from '../../db/schema';

export type NewLearnerEvent = Omit<typeof learnerEvent.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The user's concepts for these (subject, key) pairs, made when missing; keyed by `${subject}\n${key}`. */
export async function ensureConcepts(
  db: Db,
  userId: string,
  wanted: { subject: string; key: string; name: string }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (wanted.length === 0) return ids;
  await db
    .insert(concept)
    .values(wanted.map((item) => ({ id: uuidv7(), userId, ...item })))
    .onConflictDoNothing({ target: [concept.userId, concept.subject, concept.key] });
  const rows = await db
    .select({ id: concept.id, subject: concept.subject, key: concept.key, mergedIntoId: concept.mergedIntoId })
    .from(concept)
    .where(and(eq(concept.userId, userId), inArray(concept.key, [...new Set(wanted.map((item) => item.key))])));
  // A merged concept's evidence goes to the one the student merged it into.
  for (const row of rows) ids.set(`${row.subject}\n${row.key}`, row.mergedIntoId ?? row.id);
  return ids;
}

export async function insertEvents(db: Db, userId: string, events: NewLearnerEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(learnerEvent).values(events.map((event) => ({ id: uuidv7(), userId, ...event })));
}

/** The user's concepts, without those merged into others. */
export function listConcepts(db: Db, userId: string) {
  return db
    .select()
    .from(concept)
    .where(and(eq(concept.userId, userId), isNull(concept.mergedIntoId)));
}

/** The user's concept that has not been merged away. */
export async function findConcept(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(concept)
    .where(and(eq(concept.id, id), eq(concept.userId, userId), isNull(concept.mergedIntoId)));
  return row;
}

export async function renameConcept(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(concept)
    .set({ name })
    .where(and(eq(concept.id, id), eq(concept.userId, userId), isNull(concept.mergedIntoId)))
    .returning({ id: concept.id });
  return rows.length > 0;
}

/**
 * Moves a concept's evidence to another of the user's and keeps it as an alias of that one (so the
 * next quiz on the old term adds to the merged concept), with concepts merged into it before.
 */
export async function mergeConcept(db: Db, userId: string, id: string, intoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const aliases = await tx
      .update(concept)
      .set({ mergedIntoId: intoId })
      .where(and(eq(concept.userId, userId), or(eq(concept.id, id), eq(concept.mergedIntoId, id))))
      .returning({ id: concept.id });
    await tx
      .update(learnerEvent)
      .set({ conceptId: intoId })
      .where(
        and(
          eq(learnerEvent.userId, userId),
          inArray(
            learnerEvent.conceptId,
            aliases.map((row) => row.id),
          ),
        ),
      );
  });
}

/** The user's evidence, oldest first: what mastery is replayed from. */
export function listEvents(db: Db, userId: string) {
  return db
    .select({
      conceptId: learnerEvent.conceptId,
      kind: learnerEvent.kind,
      sourceKind: learnerEvent.sourceKind,
      sourceId: learnerEvent.sourceId,
      sourceTitle: learnerEvent.sourceTitle,
      correct: learnerEvent.correct,
      difficulty: learnerEvent.difficulty,
      retrievability: learnerEvent.retrievability,
      at: learnerEvent.at,
    })
    .from(learnerEvent)
    .where(eq(learnerEvent.userId, userId))
    .orderBy(asc(learnerEvent.at), asc(learnerEvent.id));
}

/**
 * What identifies the user's model as it stands: how many events, the newest id (time-ordered UUIDv7),
 * and a digest of the concepts' names and merges. Any write, through any instance, changes it; reading
 * it is one pass over the user's index entries.
 */
export async function modelVersion(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      events: sql<string>`(select count(*) || ':' || coalesce(max(${learnerEvent.id}), '') from ${learnerEvent} where ${learnerEvent.userId} = ${userId})`,
      concepts: sql<string>`(select md5(coalesce(string_agg(${concept.id} || ':' || ${concept.name} || ':' || coalesce(${concept.mergedIntoId}, ''), ',' order by ${concept.id}), '')) from ${concept} where ${concept.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return `${row?.events ?? ''}|${row?.concepts ?? ''}`;
}

/**
 * The assignment evidence of a class's current students: answers given in their copies of the class's
 * quizzes, and nothing else (never a student's own quizzes, cards, doubts or notes). Oldest first.
 */
export function classAssignmentEvents(db: Db, classId: string) {
  return db
    .select({
      userId: learnerEvent.userId,
      key: concept.key,
      name: concept.name,
      kind: learnerEvent.kind,
      correct: learnerEvent.correct,
      difficulty: learnerEvent.difficulty,
      retrievability: learnerEvent.retrievability,
      at: learnerEvent.at,
    })
    .from(classMember)
    .innerJoin(assignment, eq(assignment.classId, classMember.classId))
    .innerJoin(assignmentAttempt, and(eq(assignmentAttempt.assignmentId, assignment.id), eq(assignmentAttempt.userId, classMember.userId)))
    .innerJoin(
      learnerEvent,
      and(
        eq(learnerEvent.userId, classMember.userId),
        eq(learnerEvent.kind, 'assignment'),
        eq(learnerEvent.sourceKind, 'quiz'),
        eq(learnerEvent.sourceId, assignmentAttempt.quizId),
      ),
    )
    .innerJoin(concept, and(eq(concept.id, learnerEvent.conceptId), eq(concept.userId, classMember.userId)))
    .where(eq(classMember.classId, classId))
    .orderBy(asc(learnerEvent.at), asc(learnerEvent.id));
}
