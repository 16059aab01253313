import { studentToday } from '../../../shared/exam-date';
import type { GeneratedStudyPlan, GenerateStudyPlanRequest, SavedStudyPlan, SaveStudyPlanRequest } from '../../../shared/study-plan';
import type { Db } from '../../db/client';
import { studyPlanTitle } from '../../engine/offline/planning/study-plan';
import type { StudyEngine } from '../../engine/types';
import * as repo from './repo';

function toSavedPlan(row: repo.StudyPlanRow): SavedStudyPlan {
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
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
  };
}

export function studyPlanService(db: Db, engine: StudyEngine, now: () => Date) {
  return {
    async list(userId: string): Promise<SavedStudyPlan[]> {
      return (await repo.listForUser(db, userId)).map(toSavedPlan);
    },

    /** A plan to look at before saving: nothing is stored (the engine checks the exam date). */
    async generate({ today, ...request }: GenerateStudyPlanRequest): Promise<GeneratedStudyPlan> {
      const plan = await engine.studyPlan({ ...request, goals: request.goals ?? undefined, today: studentToday(today, now()) });
      return { ...request, ...studyPlanTitle(request.subjects, request.gradeLevel), plan };
    },

    /** Stores the plan as sent; a blank title or topic is made from the subjects. */
    async save(userId: string, request: SaveStudyPlanRequest): Promise<SavedStudyPlan> {
      const named = studyPlanTitle(request.subjects, request.gradeLevel);
      const row = await repo.insertPlan(db, userId, {
        ...request,
        title: request.title || named.title,
        topic: request.topic || named.topic,
      });
      return toSavedPlan(row);
    },
  };
}
