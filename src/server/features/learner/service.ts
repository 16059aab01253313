import type { ConceptSource, LearnerConcept } from '../../../shared/learner';
import type { Db } from '../../db/client';
import type { EvidenceRecorder } from './evidence';
import { type Evidence, masteryOf } from './mastery';
import * as repo from './repo';

/** Where a concept was met, newest first, at most this many. */
const SOURCES_PER_CONCEPT = 5;

export function learnerService(db: Db, evidence: Pick<EvidenceRecorder, 'settled'>, now: () => Date) {
  return {
    /** The user's concepts with mastery replayed from their evidence, weakest first. */
    async concepts(userId: string, subject: string | undefined): Promise<LearnerConcept[]> {
      await evidence.settled(userId);
      const [concepts, events] = await Promise.all([repo.listConcepts(db, userId, subject), repo.listEvents(db, userId, subject)]);
      const byConcept = new Map<string, (typeof events)[number][]>();
      for (const event of events) {
        const list = byConcept.get(event.conceptId);
        if (list) list.push(event);
        else byConcept.set(event.conceptId, [event]);
      }
      const at = now();
      const result: LearnerConcept[] = [];
      for (const row of concepts) {
        const own = byConcept.get(row.id);
        if (!own) continue;
        const mastery = masteryOf(own as Evidence[], at);
        const sources: ConceptSource[] = [];
        for (let i = own.length - 1; i >= 0 && sources.length < SOURCES_PER_CONCEPT; i -= 1) {
          const event = own[i]!;
          if (!sources.some((s) => s.kind === event.sourceKind && s.id === event.sourceId))
            sources.push({ kind: event.sourceKind, id: event.sourceId, title: event.sourceTitle });
        }
        result.push({
          id: row.id,
          name: row.name,
          subject: row.subject,
          mastery: Math.round(mastery.mastery * 1000) / 1000,
          level: mastery.level,
          evidenceCount: mastery.evidenceCount,
          lastSeenAt: (mastery.lastSeenAt ?? row.createdAt).toISOString(),
          sources,
        });
      }
      return result.sort(
        (a, b) => a.subject.localeCompare(b.subject) || a.mastery - b.mastery || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
      );
    },
  };
}
