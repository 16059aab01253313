import { type ConceptSource, LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http-error';
import type { EvidenceRecorder } from './evidence';
import { type Evidence, masteryOf } from './mastery';
import * as repo from './repo';

/** Where a concept was met, newest first, at most this many. */
const SOURCES_PER_CONCEPT = 5;

type ConceptRow = Awaited<ReturnType<typeof repo.listConcepts>>[number];
type EventRow = Awaited<ReturnType<typeof repo.listEvents>>[number];

/** One concept as the student sees it: mastery replayed from its events (oldest first), its latest sources. */
function toLearnerConcept(row: ConceptRow, own: EventRow[], at: Date): LearnerConcept {
  const mastery = masteryOf(own as Evidence[], at);
  const sources: ConceptSource[] = [];
  for (let i = own.length - 1; i >= 0 && sources.length < SOURCES_PER_CONCEPT; i -= 1) {
    const event = own[i]!;
    if (!sources.some((s) => s.kind === event.sourceKind && s.id === event.sourceId))
      sources.push({ kind: event.sourceKind, id: event.sourceId, title: event.sourceTitle });
  }
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    mastery: Math.round(mastery.mastery * 1000) / 1000,
    level: mastery.level,
    evidenceCount: mastery.evidenceCount,
    lastSeenAt: (mastery.lastSeenAt ?? row.createdAt).toISOString(),
    sources,
  };
}

export function learnerService(db: Db, evidence: Pick<EvidenceRecorder, 'settled'>, now: () => Date) {
  async function list(userId: string, subject: string | undefined): Promise<LearnerConcept[]> {
    await evidence.settled(userId);
    const [concepts, events] = await Promise.all([repo.listConcepts(db, userId, subject), repo.listEvents(db, userId, subject)]);
    const byConcept = new Map<string, EventRow[]>();
    for (const event of events) {
      const list = byConcept.get(event.conceptId);
      if (list) list.push(event);
      else byConcept.set(event.conceptId, [event]);
    }
    const at = now();
    const result: LearnerConcept[] = [];
    for (const row of concepts) {
      const own = byConcept.get(row.id);
      if (own) result.push(toLearnerConcept(row, own, at));
    }
    return result.sort(
      (a, b) => a.subject.localeCompare(b.subject) || a.mastery - b.mastery || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
  }

  async function owned(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findConcept(db, userId, id) : undefined;
    if (!row) throw notFound(LEARNER_MESSAGES.conceptNotFound);
    return row;
  }

  async function one(userId: string, id: string): Promise<LearnerConcept> {
    const row = await owned(userId, id);
    return (await list(userId, row.subject)).find((item) => item.id === id) ?? toLearnerConcept(row, [], now());
  }

  return {
    /** The user's concepts with mastery replayed from their evidence, weakest first. */
    concepts: list,

    /** The student's own name for a concept; new evidence on the term still finds it. */
    async rename(userId: string, id: string, name: string): Promise<LearnerConcept> {
      await owned(userId, id);
      if (!(await repo.renameConcept(db, userId, id, name))) throw notFound(LEARNER_MESSAGES.conceptNotFound);
      return one(userId, id);
    },

    /** Two concepts that are one to the student: the evidence of `id` joins `intoId`'s, and so does its future evidence. */
    async merge(userId: string, id: string, intoId: string): Promise<LearnerConcept> {
      await owned(userId, id);
      if (id === intoId) throw badRequest(LEARNER_MESSAGES.mergeIntoItself);
      await owned(userId, intoId);
      // Evidence still being written would land on the concept merged away.
      await evidence.settled(userId);
      await repo.mergeConcept(db, userId, id, intoId);
      return one(userId, intoId);
    },
  };
}
