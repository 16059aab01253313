import { type ConceptSource, LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http-error';
import type { EvidenceRecorder } from './evidence';
import { type Evidence, masteryAt, replay, type ReplayState } from './mastery';
import * as repo from './repo';

/** Where a concept was met, newest first, at most this many. */
const SOURCES_PER_CONCEPT = 5;
/** Users whose replayed model this instance keeps; the least recently read are dropped first. */
const CACHED_USERS = 500;

/** A concept replayed up to its last event: its mastery at any later moment is read without the events. */
interface ReplayedConcept {
  id: string;
  name: string;
  subject: string;
  state: ReplayState;
  sources: ConceptSource[];
}

interface CachedModel {
  version: string;
  concepts: ReplayedConcept[];
}

export type LearnerService = ReturnType<typeof learnerService>;

function toLearnerConcept(concept: ReplayedConcept, at: Date): LearnerConcept {
  const mastery = masteryAt(concept.state, at);
  return {
    id: concept.id,
    name: concept.name,
    subject: concept.subject,
    mastery: Math.round(mastery.mastery * 1000) / 1000,
    level: mastery.level,
    evidenceCount: mastery.evidenceCount,
    lastSeenAt: (mastery.lastSeenAt ?? at).toISOString(),
    sources: concept.sources,
  };
}

export function learnerService(db: Db, evidence: Pick<EvidenceRecorder, 'settled'>, now: () => Date) {
  // Mastery is still replayed from the events (decision 067), but only when they or the concepts change:
  // the replay of a student's thousands of events is kept beside a version that one small query reads.
  const cache = new Map<string, CachedModel>();

  async function replayed(userId: string): Promise<ReplayedConcept[]> {
    const version = await repo.modelVersion(db, userId);
    const kept = cache.get(userId);
    if (kept?.version === version) {
      cache.delete(userId);
      cache.set(userId, kept);
      return kept.concepts;
    }
    const [concepts, events] = await Promise.all([repo.listConcepts(db, userId), repo.listEvents(db, userId)]);
    const byConcept = new Map<string, (typeof events)[number][]>();
    for (const event of events) {
      const list = byConcept.get(event.conceptId);
      if (list) list.push(event);
      else byConcept.set(event.conceptId, [event]);
    }
    const result: ReplayedConcept[] = [];
    for (const row of concepts) {
      const own = byConcept.get(row.id);
      if (!own) continue;
      const sources: ConceptSource[] = [];
      for (let i = own.length - 1; i >= 0 && sources.length < SOURCES_PER_CONCEPT; i -= 1) {
        const event = own[i]!;
        if (!sources.some((s) => s.kind === event.sourceKind && s.id === event.sourceId))
          sources.push({ kind: event.sourceKind, id: event.sourceId, title: event.sourceTitle });
      }
      result.push({ id: row.id, name: row.name, subject: row.subject, state: replay(own as Evidence[]), sources });
    }
    cache.delete(userId);
    cache.set(userId, { version, concepts: result });
    if (cache.size > CACHED_USERS) cache.delete(cache.keys().next().value!);
    return result;
  }

  async function concepts(userId: string, subject: string | undefined): Promise<LearnerConcept[]> {
    await evidence.settled(userId);
    const at = now();
    const result: LearnerConcept[] = [];
    for (const concept of await replayed(userId)) {
      if (subject === undefined || concept.subject === subject) result.push(toLearnerConcept(concept, at));
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

  /** One concept as the list shows it (a concept without evidence is not in the list, but may be renamed). */
  async function one(userId: string, id: string): Promise<LearnerConcept> {
    const found = (await concepts(userId, undefined)).find((item) => item.id === id);
    if (found) return found;
    const row = await owned(userId, id);
    return toLearnerConcept({ ...row, state: replay([]), sources: [] }, row.createdAt);
  }

  return {
    /** The user's concepts with mastery replayed from their evidence: subjects in order, each weakest first. */
    concepts,

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
