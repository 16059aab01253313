import type { FastifyBaseLogger } from 'fastify';
import { CONCEPT_SUBJECT_MAX_CHARS, type EvidenceInput, GENERAL_SUBJECT, type RecordEvidence } from '../../../shared/learner';
import type { Db } from '../../db/client';
import { type ConceptTerm, conceptTerms, namedTerms } from './concept-terms';
import * as repo from './repo';

const SOURCE_TITLE_MAX_CHARS = 120;

/** Gives the event loop back between pieces of evidence: other requests go first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function subjectOf(subject: string | null | undefined): string {
  const trimmed = subject?.replace(/\s+/g, ' ').trim().slice(0, CONCEPT_SUBJECT_MAX_CHARS);
  return trimmed || GENERAL_SUBJECT;
}

export interface EvidenceRecorder {
  record: RecordEvidence;
  /** Resolves once this user's evidence handed over so far is written (or given up). */
  settled(userId: string): Promise<void>;
  /** Resolves once every user's evidence is written: the server waits for it before it closes. */
  drain(): Promise<void>;
}

/**
 * Evidence is written after the user's action has answered: each tool hands it over and goes on.
 * Key terms are found one piece of evidence per event-loop turn (a few ms each), and a failure is
 * logged, never shown to the user. One user's writes run in order, and this instance's read of the
 * concepts waits for them (`settled`), so a student sees the quiz they just finished.
 */
export function evidenceRecorder(db: Db, log: FastifyBaseLogger): EvidenceRecorder {
  const pending = new Map<string, Promise<void>>();

  async function write(userId: string, given: EvidenceInput[] | (() => Promise<EvidenceInput[]>)): Promise<void> {
    const items = typeof given === 'function' ? await given() : given;
    const found: { item: EvidenceInput; subject: string; terms: ConceptTerm[] }[] = [];
    for (const item of items) {
      await nextTurn();
      found.push({
        item,
        subject: subjectOf(item.subject),
        terms: item.terms ? namedTerms(item.terms) : conceptTerms(item.text, item.answer),
      });
    }
    const wanted = found.flatMap(({ subject, terms }) => terms.map((term) => ({ subject, ...term })));
    const ids = await repo.ensureConcepts(db, userId, wanted);
    const events = found.flatMap(({ item, subject, terms }) =>
      terms.flatMap((term) => {
        const conceptId = ids.get(`${subject}\n${term.key}`);
        if (!conceptId) return [];
        return [
          {
            conceptId,
            kind: item.kind,
            sourceKind: item.source.kind,
            sourceId: item.source.id,
            sourceTitle: item.source.title.replace(/\s+/g, ' ').trim().slice(0, SOURCE_TITLE_MAX_CHARS),
            correct: item.correct,
            grade: item.grade ?? null,
            difficulty: item.difficulty ?? null,
            retrievability: item.retrievability ?? null,
            at: item.at,
          },
        ];
      }),
    );
    await repo.insertEvents(db, userId, events);
  }

  return {
    record(userId, items) {
      if (Array.isArray(items) && items.length === 0) return;
      const next = (pending.get(userId) ?? Promise.resolve())
        .then(() => write(userId, items))
        .catch((error: unknown) => log.warn({ err: error, userId }, 'learner evidence not recorded'));
      pending.set(userId, next);
      void next.then(() => {
        if (pending.get(userId) === next) pending.delete(userId);
      });
    },
    async settled(userId) {
      await pending.get(userId);
    },
    async drain() {
      await Promise.all(pending.values());
    },
  };
}
