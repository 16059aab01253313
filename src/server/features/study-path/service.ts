import {
  countCompletedSteps,
  type CreateStudyPathRequest,
  type PathProgress,
  progressPercent,
  SAVED_PATH_MESSAGES,
  type SavedStudyPath,
  type StepProgressRequest,
  type StudyPathSummary,
} from '../../../shared/study-path';
import type { RecordEvidence } from '../../../shared/learner';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { badRequest, notFound } from '../../http-error';
import { checkedId } from '../../http/checked-id';
import * as repo from './repo';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import { checkRoomBeforehand, withRoom } from '../../storage/quota';

/** The card's figures, worked out from the done flags of the roadmap's steps. */
function summaryOf(row: repo.StudyPathListRow): StudyPathSummary {
  const completedSteps = countCompletedSteps(row.progress, row.totalSteps);
  return {
    id: row.id,
    topic: row.topic,
    difficulty: row.difficulty,
    description: row.description,
    estimatedHours: row.estimatedHours,
    totalSteps: row.totalSteps,
    completedSteps,
    progressPercent: progressPercent(completedSteps, row.totalSteps),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSavedPath(row: repo.StudyPathRow): SavedStudyPath {
  // Only the flags of real steps are answered: the map is the roadmap's, step by step.
  const progress: PathProgress = {};
  row.roadmap.forEach((_, i) => {
    if (row.progress[String(i)] !== undefined) progress[String(i)] = row.progress[String(i)] === true;
  });
  return { ...summaryOf({ ...row, totalSteps: row.roadmap.length }), roadmap: row.roadmap, progress };
}

/** `recordEvidence` is the learner model's (decision 067): a step ticked done is evidence. */
export function studyPathService(db: Db, engine: StudyEngine, recordEvidence: RecordEvidence = () => {}) {
  return {
    /** A page of the list, newest first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<StudyPathSummary>> {
      return pageOf(await repo.listForUser(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false)), summaryOf);
    },

    async get(userId: string, id: string): Promise<SavedStudyPath> {
      const row = await repo.findForUser(db, userId, checkedId(id, SAVED_PATH_MESSAGES.notFound));
      if (!row) throw notFound(SAVED_PATH_MESSAGES.notFound);
      return toSavedPath(row);
    },

    /** Generates the roadmap, then stores it under the topic as the user typed it (on one line). */
    async create(userId: string, request: CreateStudyPathRequest): Promise<SavedStudyPath> {
      const topic = request.topic.replace(/\s+/g, ' ').trim();
      const room = { userId, kind: 'studyPaths', adding: 1 } as const;
      // Told before the roadmap is generated, so a full account spends no generation on it.
      await checkRoomBeforehand(db, room);
      const generated = await engine.studyPath({ topic, difficulty: request.difficulty }, { owner: userId });
      const values = { ...generated, topic, difficulty: request.difficulty };
      return toSavedPath(await withRoom(db, room, (tx) => repo.insertPath(tx, userId, values)));
    },

    async setProgress(userId: string, id: string, { stepIndex, completed }: StepProgressRequest): Promise<SavedStudyPath> {
      const path = await repo.findForUser(db, userId, checkedId(id, SAVED_PATH_MESSAGES.notFound));
      if (!path) throw notFound(SAVED_PATH_MESSAGES.notFound);
      if (stepIndex >= path.roadmap.length) throw badRequest(SAVED_PATH_MESSAGES.stepIndexInvalid);
      // A roadmap never changes once stored, so only a delete in between can leave nothing to update.
      const row = await repo.setStepDone(db, userId, id, stepIndex, completed);
      if (!row) throw notFound(SAVED_PATH_MESSAGES.notFound);
      const step = path.roadmap[stepIndex]!;
      if (completed && path.progress[String(stepIndex)] !== true)
        recordEvidence(userId, [
          {
            kind: 'path-step',
            subject: path.topic,
            source: { kind: 'study-path', id: path.id, title: path.topic },
            text: `${step.title}\n${step.description}`,
            correct: 1,
            difficulty: -1,
            at: new Date(),
          },
        ]);
      return toSavedPath(row);
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteForUser(db, userId, checkedId(id, SAVED_PATH_MESSAGES.notFound))))
        throw notFound(SAVED_PATH_MESSAGES.notFound);
      return { id };
    },
  };
}
