import { studentToday } from '../../../shared/exam-date';
import {
  type GeneratedStudyPlan,
  type GenerateStudyPlanRequest,
  type SavedStudyPlan,
  type SaveStudyPlanRequest,
  STUDY_PLAN_REQUEST_MESSAGES,
  type StudyPlanSummary,
} from '../../../shared/study-plan';
import { notFound } from '../../http-error';
import type { Db } from '../../db/client';
import { studyPlanTitle } from '../../engine/offline/planning/study-plan';
import type { StudyEngine } from '../../engine/types';
import { withRoom } from '../../storage/quota';
import { checkedId } from '../../http/checked-id';
import * as repo from './repo';

/** A plan's fields but its content: what the list and the whole record share. */
function fieldsOf(row: Omit<repo.StudyPlanRow, 'plan'>): Omit<SavedStudyPlan, 'plan'> {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    gradeLevel: row.gradeLevel,
    subjects: row.subjects,
    examDate: row.examDate,
    hoursPerDay: row.hoursPerDay,
    duration: row.duration,
    difficulty: row.difficulty,
    goals: row.goals,
    createdAt: row.createdAt.toISOString(),
  };
}

const toSavedPlan = (row: repo.StudyPlanRow): SavedStudyPlan => ({ ...fieldsOf(row), plan: row.plan });

const toSummary = (row: repo.StudyPlanListRow): StudyPlanSummary => ({ ...fieldsOf(row), weeks: row.weeks });

export function studyPlanService(db: Db, engine: StudyEngine, now: () => Date) {
  return {
    async list(userId: string): Promise<StudyPlanSummary[]> {
      return (await repo.listForUser(db, userId)).map(toSummary);
    },

    async get(userId: string, id: string): Promise<SavedStudyPlan> {
      const row = await repo.findForUser(db, userId, checkedId(id, STUDY_PLAN_REQUEST_MESSAGES.notFound));
      if (!row) throw notFound(STUDY_PLAN_REQUEST_MESSAGES.notFound);
      return toSavedPlan(row);
    },

    /** Deleting is how a user at the quota makes room for new plans. */
    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteForUser(db, userId, checkedId(id, STUDY_PLAN_REQUEST_MESSAGES.notFound))))
        throw notFound(STUDY_PLAN_REQUEST_MESSAGES.notFound);
      return { id };
    },

    /** A plan to look at before saving: nothing is stored (the engine checks the exam date). */
    async generate(userId: string, { today, ...request }: GenerateStudyPlanRequest): Promise<GeneratedStudyPlan> {
      const plan = await engine.studyPlan(
        { ...request, goals: request.goals ?? undefined, today: studentToday(today, now()) },
        { owner: userId },
      );
      return { ...request, ...studyPlanTitle(request.subjects, request.gradeLevel), plan };
    },

    /** Stores the plan as sent; a blank title or topic is made from the subjects. */
    async save(userId: string, request: SaveStudyPlanRequest): Promise<SavedStudyPlan> {
      const named = studyPlanTitle(request.subjects, request.gradeLevel);
      const values = { ...request, title: request.title || named.title, topic: request.topic || named.topic };
      const row = await withRoom(db, { userId, kind: 'studyPlans', adding: 1 }, (tx) => repo.insertPlan(tx, userId, values));
      return toSavedPlan(row);
    },
  };
}
