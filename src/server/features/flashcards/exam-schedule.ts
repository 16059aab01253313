import { computeDecayFactor, default_w, forgetting_curve, fsrs, generatorParameters } from 'ts-fsrs';
import {
  DESIRED_RETENTION,
  EASY_DAY_SHARE,
  EXAM_RAMP_DAYS,
  EXAM_RETENTION_FAR,
  EXAM_RETENTION_MAX,
  EXAM_TARGET_RECALL,
} from '../../../shared/flashcards';

// Exam-aware due dates (decision 066). Pure: days are whole numbers counted from "today" (day 0) in the
// student's calendar; the exam is on day `examDay`. Before it, every card's due day is chosen so that its
// predicted recall on exam day reaches the target and no day holds more reviews than the student's budget
// while another day before the exam has room. From the exam on, FSRS's own date stands.

const { decay, factor } = computeDecayFactor(default_w);
const algorithm = fsrs(generatorParameters({ request_retention: DESIRED_RETENTION }));
/** A review moved later to be the last before the exam is not moved past the day recall falls to this. */
const FINAL_REVIEW_FLOOR = 0.8;
const GOOD = 3;
/** Share of a day's budget last reviews before the exam may fill. */
const FINAL_PASS_SHARE = 0.6;

/** A card's FSRS memory as the scheduler sees it: the day of its last review is 0 or before (today is 0). */
export interface MemoryState {
  stability: number;
  difficulty: number;
  lastReviewDay: number;
}

export interface ExamPlanOptions {
  /** Days from today to the exam (1 = tomorrow). */
  examDay: number;
  dailyMinutes: number;
  secondsPerReview: number;
  /** Weekdays the student keeps light, 0 Sunday … 6 Saturday. */
  easyDays: readonly number[];
  /** Today's weekday, 0 Sunday … 6 Saturday. */
  todayWeekday: number;
  targetRecall?: number;
  /** Reviews already due on each day before the exam (cards this plan does not move). */
  load?: readonly number[];
}

/** The days before an exam: how many reviews each may hold and how many it holds so far. */
export interface ExamPlan {
  examDay: number;
  targetRecall: number;
  capacity: number[];
  load: number[];
}

/** Predicted recall `days` after a review, on ts-fsrs's forgetting curve (default parameters). */
export function recallAfter(days: number, stability: number): number {
  return forgetting_curve(default_w, Math.max(0, days), stability);
}

/** Days until recall falls to `retention` (ts-fsrs's interval formula, not rounded). */
function intervalFor(stability: number, retention: number): number {
  return (stability / factor) * (Math.pow(retention, 1 / decay) - 1);
}

function intervalDays(stability: number, retention: number): number {
  return Math.max(1, Math.round(intervalFor(stability, retention)));
}

/**
 * Desired retention with `daysToExam` left: EXAM_RETENTION_FAR while the exam is far (reviews saved for the
 * last pass), rising to EXAM_RETENTION_MAX on the eve.
 */
export function examRetention(daysToExam: number): number {
  if (daysToExam >= EXAM_RAMP_DAYS) return EXAM_RETENTION_FAR;
  const closeness = 1 - Math.max(0, daysToExam - 1) / (EXAM_RAMP_DAYS - 1);
  return EXAM_RETENTION_FAR + (EXAM_RETENTION_MAX - EXAM_RETENTION_FAR) * closeness;
}

/** Predicted recall on exam day if the card is not reviewed again before it. */
export function predictedExamRecall(card: MemoryState, examDay: number): number {
  return recallAfter(examDay - card.lastReviewDay, card.stability);
}

/** Reviews one day may hold: the daily minutes over the seconds a review takes, less on easy days. */
export function dailyCapacity(options: Pick<ExamPlanOptions, 'dailyMinutes' | 'secondsPerReview' | 'easyDays'>, weekday: number): number {
  const full = Math.floor((options.dailyMinutes * 60) / options.secondsPerReview);
  return options.easyDays.includes(weekday) ? Math.floor(full * EASY_DAY_SHARE) : full;
}

export function createExamPlan(options: ExamPlanOptions): ExamPlan {
  const days = Math.max(0, options.examDay);
  return {
    examDay: options.examDay,
    targetRecall: options.targetRecall ?? EXAM_TARGET_RECALL,
    capacity: Array.from({ length: days }, (_, day) => dailyCapacity(options, (options.todayWeekday + day) % 7)),
    load: Array.from({ length: days }, (_, day) => options.load?.[day] ?? 0),
  };
}

type Wish = { day: number; latest: boolean } | null;

/** Where the card would go before the exam, ignoring load; null: FSRS's own date (on or after the exam). */
function wish(plan: ExamPlan, card: MemoryState, earliestDay: number): Wish {
  const exam = plan.examDay;
  if (earliestDay >= exam) return null;
  const retention = examRetention(exam - earliestDay);
  const day = Math.max(earliestDay, card.lastReviewDay + intervalDays(card.stability, retention));
  if (day >= exam) {
    // FSRS would not show it again before the exam: fine if it is remembered well enough then,
    // else one last review, as late as the days' room allows.
    if (predictedExamRecall(card, exam) >= plan.targetRecall) return null;
    return { day: exam - 1, latest: true };
  }
  // A review before the exam. When it is the last one (the next interval would pass the exam), it moves as
  // close to the exam as recall allows: the same review then counts for more on exam day.
  const recall = recallAfter(day - card.lastReviewDay, card.stability);
  const after = algorithm.next_recall_stability(card.difficulty, card.stability, recall, GOOD);
  if (day + intervalDays(after, examRetention(exam - day)) < exam) return { day, latest: false };
  let last = day;
  while (last + 1 < exam && recallAfter(last + 1 - card.lastReviewDay, card.stability) >= FINAL_REVIEW_FLOOR) last += 1;
  return { day: last, latest: false };
}

/** The day nearest `wanted` with room (earlier first on a tie), or the latest with room; else the exam day. */
function place(plan: ExamPlan, wanted: Exclude<Wish, null>, earliestDay: number): number {
  const first = Math.max(0, earliestDay);
  const last = plan.examDay - 1;
  const room = (day: number) => plan.load[day]! < plan.capacity[day]!;
  let chosen = -1;
  if (wanted.latest) {
    // Last reviews leave part of each day free for the cards forgotten at them, which come back the next days.
    const share = (day: number) => Math.floor(plan.capacity[day]! * FINAL_PASS_SHARE);
    for (let day = last; day >= first && chosen < 0; day -= 1) if (plan.load[day]! < share(day)) chosen = day;
    for (let day = last; day >= first && chosen < 0; day -= 1) if (room(day)) chosen = day;
  } else {
    for (let offset = 0; chosen < 0 && (wanted.day - offset >= first || wanted.day + offset <= last); offset += 1) {
      if (wanted.day - offset >= first && wanted.day - offset <= last && room(wanted.day - offset)) chosen = wanted.day - offset;
      else if (offset > 0 && wanted.day + offset <= last && wanted.day + offset >= first && room(wanted.day + offset))
        chosen = wanted.day + offset;
    }
  }
  // Every day left before the exam is full: the card waits for the exam day rather than overload one.
  if (chosen < 0) return plan.examDay;
  plan.load[chosen]! += 1;
  return chosen;
}

/**
 * The card's next due day, at `earliestDay` or later (1 after a review today), counted in the plan's load;
 * null when FSRS's own date stands (the exam is past, or the card will be remembered on exam day without
 * another review before it).
 */
export function chooseDueDay(plan: ExamPlan, card: MemoryState, earliestDay: number): number | null {
  const wanted = wish(plan, card, earliestDay);
  return wanted ? place(plan, wanted, earliestDay) : null;
}

/**
 * Due days for a whole set of cards from today (overdue ones from today on): the most urgent are placed
 * first. A card missing from the answer keeps FSRS's date.
 */
export function planExamSchedule<T extends MemoryState & { id: string }>(
  cards: readonly T[],
  options: ExamPlanOptions,
): Map<string, number> {
  const plan = createExamPlan(options);
  const wishes = cards
    .map((card) => ({ card, wanted: wish(plan, card, 0) }))
    .filter((entry): entry is { card: T; wanted: Exclude<Wish, null> } => entry.wanted !== null)
    .sort((a, b) => a.wanted.day - b.wanted.day);
  return new Map(wishes.map(({ card, wanted }) => [card.id, place(plan, wanted, 0)]));
}
