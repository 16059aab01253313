import { FLASHCARD_MESSAGES as M, SECONDS_PER_REVIEW } from '../../../shared/flashcards';
import type { StudySettings } from '../../../shared/learner';
import { localDate, localMidnightAfter } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import * as examRepo from './exam-repo';
import { chooseDueDay, createExamPlan, type ExamPlanOptions, planExamSchedule } from './exam-schedule';
import type { Schedule } from './scheduler';

// Exam-aware due dates in the app (decision 068): a learned card of a deck tied to an exam still ahead
// gets its due day from exam-schedule.ts, counted in the student's local days, within their daily
// minutes. Only `due` moves: FSRS's own interval stays in `scheduledDays`, so untying (or the exam
// passing, at the next review) gives plain FSRS back.

/** The learner feature's settings reader, handed in by the app (features do not import each other). */
export type StudySettingsReader = (db: Db, userId: string) => Promise<StudySettings>;

const REVIEW_STATE = 2;
const DAY_MS = 86_400_000;

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The student's calendar at `at`: today's date and the exam's day number from it (0 today). */
function calendar(at: Date, timeZone: string, examDate: string) {
  const today = localDate(at, timeZone);
  return { at, timeZone, today, examDay: epochDay(examDate) - epochDay(today) };
}
type Calendar = ReturnType<typeof calendar>;

/** Reviews already due on each day before the exam in the user's exam-tied decks, but for `except`. */
async function dayLoad(db: Db, userId: string, cal: Calendar, except: ReadonlySet<string>): Promise<number[]> {
  const load = Array.from({ length: cal.examDay }, () => 0);
  for (const { id, due } of await examRepo.examTiedDues(db, userId, localMidnightAfter(cal.at, cal.timeZone, cal.examDay))) {
    if (except.has(id)) continue;
    // Overdue cards count on today: they are in today's queue.
    const day = Math.max(0, epochDay(localDate(due, cal.timeZone)) - epochDay(cal.today));
    if (day < cal.examDay) load[day]! += 1;
  }
  return load;
}

function planOptions(settings: StudySettings, cal: Calendar, load: number[]): ExamPlanOptions {
  return {
    examDay: cal.examDay,
    dailyMinutes: settings.dailyMinutes,
    secondsPerReview: SECONDS_PER_REVIEW,
    easyDays: settings.easyDays,
    todayWeekday: weekdayOf(cal.today),
    load,
  };
}

export function examAwareDue(studySettingsOf: StudySettingsReader) {
  /** Gives FSRS's dates back to the deck, then re-plans its cards not due today when it is tied to an exam ahead. */
  async function replanDeck(tx: Db, userId: string, deckId: string, at: Date, timeZone: string): Promise<void> {
    await examRepo.restorePlainDue(tx, userId, deckId);
    const examDate = await examRepo.deckExamDate(tx, userId, deckId);
    if (!examDate) return;
    const cal = calendar(at, timeZone, examDate);
    if (cal.examDay <= 0) return;
    const cards = await examRepo.cardsToPlan(tx, userId, deckId, localMidnightAfter(at, timeZone, 1));
    if (cards.length === 0) return;
    const load = await dayLoad(tx, userId, cal, new Set(cards.map((row) => row.id)));
    const memory = cards.map((row) => ({
      id: row.id,
      stability: row.stability,
      difficulty: row.difficulty,
      lastReviewDay: epochDay(localDate(row.lastReview!, timeZone)) - epochDay(cal.today),
    }));
    const days = planExamSchedule(memory, planOptions(await studySettingsOf(tx, userId), cal, load));
    await examRepo.setDues(
      tx,
      userId,
      [...days].map(([id, day]) => ({ id, due: localMidnightAfter(at, timeZone, day) })),
    );
  }

  return {
    /**
     * The due date of a card just reviewed at `at`, when its deck's exam is still ahead and the card is
     * learned; null when FSRS's own date stands (untied, exam past, learning steps, or FSRS's date is fine).
     */
    async afterReview(tx: Db, userId: string, reviewed: { id: string; deckId: string }, next: Schedule, timeZone: string) {
      if (next.state !== REVIEW_STATE || !next.lastReview) return null;
      const examDate = await examRepo.deckExamDate(tx, userId, reviewed.deckId);
      if (!examDate) return null;
      const at = next.lastReview;
      const cal = calendar(at, timeZone, examDate);
      // The next review is tomorrow at the earliest: with the exam tomorrow or before, FSRS decides.
      if (cal.examDay <= 1) return null;
      const load = await dayLoad(tx, userId, cal, new Set([reviewed.id]));
      const plan = createExamPlan(planOptions(await studySettingsOf(tx, userId), cal, load));
      const day = chooseDueDay(plan, { stability: next.stability, difficulty: next.difficulty, lastReviewDay: 0 }, 1);
      return day === null ? null : localMidnightAfter(at, timeZone, day);
    },

    /** Ties the deck to the user's planner's exam, or unties it (null), and re-plans its cards at once. */
    async tieDeck(db: Db, userId: string, deckId: string, plannerId: string | null, at: Date, timeZone: string) {
      return db.transaction(async (tx) => {
        if (plannerId !== null && (await examRepo.plannerExamDate(tx, userId, plannerId)) === undefined) throw notFound(M.plannerNotFound);
        const row = await examRepo.setDeckPlanner(tx, userId, deckId, plannerId);
        if (!row) throw notFound(M.deckNotFound);
        await replanDeck(tx, userId, deckId, at, timeZone);
        return { ...row, examDate: await examRepo.deckExamDate(tx, userId, deckId) };
      });
    },
  };
}
