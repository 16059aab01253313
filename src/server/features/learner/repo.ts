import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { concept, learnerEvent } from '../../db/schema';

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
    .select({ id: concept.id, subject: concept.subject, key: concept.key })
    .from(concept)
    .where(and(eq(concept.userId, userId), inArray(concept.key, [...new Set(wanted.map((item) => item.key))])));
  for (const row of rows) ids.set(`${row.subject}\n${row.key}`, row.id);
  return ids;
}

export async function insertEvents(db: Db, userId: string, events: NewLearnerEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(learnerEvent).values(events.map((event) => ({ id: uuidv7(), userId, ...event })));
}

export function listConcepts(db: Db, userId: string) {
  return db.select().from(concept).where(eq(concept.userId, userId));
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
 * What identifies the user's evidence as it stands: how many events and the newest id (time-ordered
 * UUIDv7). Any write, through any instance, changes it; reading it is one pass over the user's index.
 */
export async function eventsVersion(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ events: count(), newest: max(learnerEvent.id) })
    .from(learnerEvent)
    .where(eq(learnerEvent.userId, userId));
  return `${row?.events ?? 0}:${row?.newest ?? ''}`;
}
