import type { ConceptSource, LearnerConcept } from '../../../shared/learner';
import type { Db } from '../../db/client';
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

export function learnerService(db: Db, evidence: Pick<EvidenceRecorder, 'settled'>, now: () => Date) {
  // Mastery is still replayed from the events (decision 067), but only when they change: the replay of
  // a student's thousands of events is kept beside a version of them that one small query reads.
  const cache = new Map<string, CachedModel>();

  async function replayed(userId: string): Promise<ReplayedConcept[]> {
    const version = await repo.eventsVersion(db, userId);
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

  return {
    /** The user's concepts with mastery replayed from their evidence: subjects in order, each weakest first. */
    async concepts(userId: string, subject: string | undefined): Promise<LearnerConcept[]> {
      await evidence.settled(userId);
      const at = now();
      const result: LearnerConcept[] = [];
      for (const concept of await replayed(userId)) {
        if (subject !== undefined && concept.subject !== subject) continue;
        const mastery = masteryAt(concept.state, at);
        result.push({
          id: concept.id,
          name: concept.name,
          subject: concept.subject,
          mastery: Math.round(mastery.mastery * 1000) / 1000,
          level: mastery.level,
          evidenceCount: mastery.evidenceCount,
          lastSeenAt: mastery.lastSeenAt!.toISOString(),
          sources: concept.sources,
        });
      }
      return result.sort(
        (a, b) => a.subject.localeCompare(b.subject) || a.mastery - b.mastery || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
      );
    },
  };
}
