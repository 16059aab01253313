import {
  DUE_BATCH_SIZE,
  FLASHCARD_MESSAGES as M,
  REVIEW_HISTORY_DAYS,
  type DueResponse,
  type Flashcard,
  type ReviewRequest,
  type ReviewStats,
} from '../../../shared/flashcards';
import { CARD_GRADE_OUTCOME, type RecordEvidence } from '../../../shared/learner';
import { lastLocalDates, localDate, localMidnightAfter } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import { examAwareDue, type StudySettingsReader } from './exam-due';
import * as repo from './repo';
import * as reviews from './review-repo';
import { intervalLabels, replay, retrievabilityAt, review } from './scheduler';
import { toFlashcard } from './view';

/** A client's clock may run a little ahead of the server's; further ahead is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** ts-fsrs State.Review: a review of a card already learned, what retention is measured on. */
const REVIEW_STATE = 2;
const AGAIN = 1;

/** Today's queue, grading with FSRS (every review logged), undo, and the dashboard's figures. */
export function reviewService(db: Db, now: () => Date, studySettingsOf: StudySettingsReader, recordEvidence: RecordEvidence = () => {}) {
  const exam = examAwareDue(studySettingsOf);

  /** The review as learner evidence (decision 067), its subject the deck's name, read after the answer. */
  function recordReview(userId: string, row: repo.CardRow, grade: number, at: Date) {
    recordEvidence(userId, async () => [
      {
        kind: 'card-review',
        subject: (await repo.findDeck(db, userId, row.deckId))?.name ?? null,
        source: { kind: 'card', id: row.id, title: row.front },
        text: `${row.front}\n${row.back}`,
        correct: CARD_GRADE_OUTCOME[grade] ?? 0,
        grade,
        retrievability: retrievabilityAt(row, at) ?? undefined,
        at,
      },
    ]);
  }

  return {
    /** The queue up to the student's next midnight, or (`days`) the one that many days ahead. */
    async due(userId: string, timeZone: string, deckId?: string, { days = 1, limit = DUE_BATCH_SIZE } = {}): Promise<DueResponse> {
      const at = now();
      if (deckId && !(await repo.findDeck(db, userId, deckId))) throw notFound(M.deckNotFound);
      const endOfDay = localMidnightAfter(at, timeZone, days);
      const [rows, count] = await Promise.all([
        repo.dueCards(db, userId, at, endOfDay, limit, deckId),
        repo.countDue(db, userId, at, endOfDay, deckId),
      ]);
      return { cards: rows.map((row) => ({ ...toFlashcard(row), intervals: intervalLabels(row, at) })), count };
    },

    /**
     * Grades the card at `reviewedAt`. The same card and instant again (a double click, a retried
     * request) is the same review: the card comes back as it is, nothing is applied twice.
     */
    async grade(
      userId: string,
      { cardId, grade, reviewedAt }: ReviewRequest,
      timeZone: string,
    ): Promise<{ card: Flashcard; duplicate: boolean }> {
      const at = new Date(reviewedAt);
      if (at.getTime() > now().getTime() + CLOCK_SKEW_MS) throw badRequest(M.reviewedAtInvalid);
      const result = await db.transaction(async (tx) => {
        const row = await repo.lockCard(tx, userId, cardId);
        if (!row) throw notFound(M.cardNotFound);
        if (await reviews.findAt(tx, userId, cardId, at)) return { card: toFlashcard(row), duplicate: true };
        if (row.lastReview && at < row.lastReview) throw conflict(M.reviewedBeforeLast);
        const next = review(row, grade, at);
        const logged = await reviews.insertOnce(tx, userId, {
          cardId,
          grade,
          state: next.log.state,
          due: next.log.due,
          stability: next.log.stability,
          difficulty: next.log.difficulty,
          elapsedDays: next.log.elapsed_days,
          scheduledDays: next.log.scheduled_days,
          reviewedAt: at,
        });
        if (!logged) return { card: toFlashcard(row), duplicate: true };
        // Before the deck's exam, the day comes from the exam schedule (decision 068); FSRS's interval stays.
        const examDue = await exam.afterReview(tx, userId, row, next.schedule, timeZone);
        const updated = await repo.updateCard(tx, userId, cardId, examDue ? { ...next.schedule, due: examDue } : next.schedule);
        return { card: toFlashcard(updated!), duplicate: false, reviewed: row };
      });
      const { reviewed, ...answer } = result;
      if (reviewed) recordReview(userId, reviewed, grade, at);
      return answer;
    },

    /** Takes the card's last review back: its log goes and its schedule is replayed from the rest. */
    async undo(userId: string, cardId: string): Promise<Flashcard> {
      return db.transaction(async (tx) => {
        const row = await repo.lockCard(tx, userId, cardId);
        if (!row) throw notFound(M.cardNotFound);
        const last = await reviews.latestFor(tx, userId, cardId);
        if (!last) throw conflict(M.nothingToUndo);
        await reviews.deleteLog(tx, last.id);
        const schedule = replay(row.createdAt, await reviews.historyOf(tx, userId, cardId));
        return toFlashcard((await repo.updateCard(tx, userId, cardId, schedule))!);
      });
    },

    async stats(userId: string, timeZone: string): Promise<ReviewStats> {
      const at = now();
      const dates = lastLocalDates(at, timeZone, REVIEW_HISTORY_DAYS);
      const since = localMidnightAfter(at, timeZone, -(REVIEW_HISTORY_DAYS - 1));
      const [logs, dueToday] = await Promise.all([
        reviews.reviewsSince(db, userId, since),
        repo.countDue(db, userId, at, localMidnightAfter(at, timeZone, 1)),
      ]);
      const perDay = new Map(dates.map((date) => [date, 0]));
      for (const log of logs) {
        const date = localDate(log.reviewedAt, timeZone);
        if (perDay.has(date)) perDay.set(date, perDay.get(date)! + 1);
      }
      // True retention, as Anki measures it: of the reviews of cards already learned, the share remembered.
      const mature = logs.filter((log) => log.state === REVIEW_STATE);
      const remembered = mature.filter((log) => log.grade !== AGAIN).length;
      return {
        dueToday,
        days: dates.map((date) => ({ date, reviews: perDay.get(date)! })),
        retention: mature.length ? remembered / mature.length : null,
        retentionReviews: mature.length,
      };
    },
  };
}
