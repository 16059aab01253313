import type { Doubt, DoubtListItem, DoubtRequest } from '../../../shared/doubt';
import { DOUBT_MESSAGES } from '../../../shared/doubt';
import { isUuid } from '../../../shared/uuid';
import type { RecordEvidence } from '../../../shared/learner';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { notFound } from '../../http-error';
import type { Grounding } from '../../grounding/grounding';
import * as repo from './repo';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import { checkRoomBeforehand, withRoom } from '../../storage/quota';

function toDoubt(row: repo.DoubtRow): Doubt {
  return {
    id: row.id,
    question: row.question,
    subject: row.subject,
    difficulty: row.difficulty,
    answer: row.answer,
    simpleAnswer: row.simpleAnswer,
    createdAt: row.createdAt.toISOString(),
    // The column is shared with chat messages' citations; a doubt cites notes only.
    citations: (row.citations ?? []).filter((c) => c.kind === 'note').map(({ id, title }) => ({ kind: 'note', id, title })),
  };
}

/** `recordEvidence` is the learner model's (decision 067): asking is a sign of difficulty. */
export function doubtsService(db: Db, engine: StudyEngine, grounding: Grounding, recordEvidence: RecordEvidence = () => {}) {
  return {
    /** A page of the history, newest first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<DoubtListItem>> {
      const rows = await repo.listForUser(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false));
      return pageOf(rows, ({ createdAtKey: _key, createdAt, ...item }) => ({ ...item, createdAt: createdAt.toISOString() }));
    },

    async get(userId: string, id: string): Promise<Doubt> {
      // A malformed id names no doubt: 404 like any other unknown id, without asking the database.
      const row = isUuid(id) ? await repo.findForUser(db, userId, id) : undefined;
      if (!row) throw notFound(DOUBT_MESSAGES.notFound);
      return toDoubt(row);
    },

    /** Deleting is how a user at the quota makes room for new doubts. */
    async remove(userId: string, id: string): Promise<{ id: string }> {
      const deleted = isUuid(id) && (await repo.deleteForUser(db, userId, id));
      if (!deleted) throw notFound(DOUBT_MESSAGES.notFound);
      return { id };
    },

    /**
     * Looks in the user's own notes first (retrieval), lets the engine answer with them as context,
     * and stores the doubt with the notes the answer cites. Nothing is stored when the engine fails.
     */
    async solve(userId: string, { question, subject, difficulty }: DoubtRequest): Promise<Doubt> {
      const room = { userId, kind: 'doubts', adding: 1 } as const;
      // Told before the doubt is solved, so a full account spends no daily doubt on it.
      await checkRoomBeforehand(db, room);
      const passages = await grounding.passagesFor(userId, subject ? `${subject} ${question}` : question);
      const solved = await engine.solveDoubt({ question, subject, difficulty, context: passages }, { owner: userId });
      const citations = grounding.citationsIn(solved.answer, passages);
      const values = {
        question,
        subject: subject ?? null,
        difficulty,
        answer: grounding.groundedAnswer(solved.answer, citations),
        simpleAnswer: solved.simpleAnswer.trim() || null,
        citations,
      };
      const row = await withRoom(db, room, (tx) => repo.insertDoubt(tx, userId, values));
      recordEvidence(userId, [
        {
          kind: 'doubt',
          subject: row.subject,
          source: { kind: 'doubt', id: row.id, title: row.question },
          text: row.question,
          correct: null,
          at: row.createdAt,
        },
      ]);
      return toDoubt(row);
    },
  };
}
