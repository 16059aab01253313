import { type IsoDate, studentToday } from '../../../shared/exam-date';
import type { LearnerConcept } from '../../../shared/learner';
import { type CreatePlannerRequest, PLANNER_REQUEST_MESSAGES, type PlannerListItem, type SavedPlanner } from '../../../shared/planner';
import type { Db } from '../../db/client';
import { validateExamDate } from '../../engine/offline/planning/dates';
import type { StudyEngine } from '../../engine/types';
import { notFound } from '../../http-error';
import { checkedId } from '../../http/checked-id';
import { replanFromMastery } from './replan';
import * as repo from './repo';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import { checkRoomBeforehand, withRoom } from '../../storage/quota';

function toPlanner(row: repo.PlannerRow): SavedPlanner {
  return {
    id: row.id,
    subject: row.subject,
    goal: row.goal,
    examDate: row.examDate,
    createdAt: row.createdAt.toISOString(),
    schedule: row.schedule,
    updatedBecause: row.updatedBecause,
    updatedAt: row.replannedAt?.toISOString() ?? null,
  };
}

const subjectKey = (subject: string) => subject.replace(/\s+/g, ' ').trim().toLowerCase();

export function plannerService(db: Db, engine: StudyEngine, now: () => Date, concepts: (userId: string) => Promise<LearnerConcept[]>) {
  /**
   * When evidence about the subject has come since the schedule was last planned, re-weights the
   * days left by mastery (decision 070) and stores the new days with why; never silently, never a
   * past day. Without new evidence the planner is answered as stored.
   */
  async function replanned(userId: string, row: repo.PlannerRow, today: IsoDate): Promise<repo.PlannerRow> {
    const key = subjectKey(row.subject);
    const own = (await concepts(userId)).filter((concept) => subjectKey(concept.subject) === key);
    const newest = Math.max(0, ...own.map((concept) => Date.parse(concept.lastSeenAt)));
    if (newest <= row.evidenceSeenAt.getTime()) return row;
    const base = row.baseSchedule ?? row.schedule;
    const { schedule, because } = replanFromMastery(base, row.schedule, own, today);
    const changed = because !== null && JSON.stringify(schedule) !== JSON.stringify(row.schedule);
    const seenAt = new Date(Math.max(newest, now().getTime()));
    const stored = await repo.recordReplan(db, userId, row.id, seenAt, changed ? { schedule, baseSchedule: base, because } : undefined);
    return stored ?? row;
  }

  return {
    /** A page of the list, newest first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<PlannerListItem>> {
      const rows = await repo.listForUser(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false));
      return pageOf(rows, ({ createdAtKey: _key, createdAt, ...item }) => ({ ...item, createdAt: createdAt.toISOString() }));
    },

    /** The planner, re-planned first when new evidence of its subject has come; `today` is the student's date. */
    async get(userId: string, id: string, today?: IsoDate): Promise<SavedPlanner> {
      const row = await repo.findForUser(db, userId, checkedId(id, PLANNER_REQUEST_MESSAGES.notFound));
      if (!row) throw notFound(PLANNER_REQUEST_MESSAGES.notFound);
      return toPlanner(await replanned(userId, row, studentToday(today, now())));
    },

    /**
     * Plans every day from the student's today to the exam and stores it. The exam date is checked
     * here as well as in the engine, so a past date is a 400 whichever engine answers.
     */
    async create(userId: string, { subject, goal, examDate, pdfContent, today }: CreatePlannerRequest): Promise<SavedPlanner> {
      const day1 = studentToday(today, now());
      validateExamDate(examDate, day1);
      const room = { userId, kind: 'planners', adding: 1 } as const;
      // Told before the schedule is generated, so a full account spends no generation on it.
      await checkRoomBeforehand(db, room);
      const schedule = await engine.planSchedule({ subject, goal, examDate, material: pdfContent, today: day1 }, { owner: userId });
      return toPlanner(await withRoom(db, room, (tx) => repo.insertPlanner(tx, userId, { subject, goal, examDate, schedule })));
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteForUser(db, userId, checkedId(id, PLANNER_REQUEST_MESSAGES.notFound))))
        throw notFound(PLANNER_REQUEST_MESSAGES.notFound);
      return { id };
    },
  };
}
