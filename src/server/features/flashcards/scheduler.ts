import { type Card, createEmptyCard, fsrs, generatorParameters, type Grade as FsrsGrade, type ReviewLog } from 'ts-fsrs';
import { DESIRED_RETENTION, GRADES, type Grade, intervalLabel } from '../../../shared/flashcards';

/** The FSRS fields a card row stores (ts-fsrs Card, camel-cased). */
export interface Schedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export interface ScheduledReview {
  schedule: Schedule;
  /** ts-fsrs's log of the review: the card as it was before it. */
  log: ReviewLog;
}

// Default FSRS parameters; fuzz stays off (the ts-fsrs default), so a replayed history gives the same dates.
const scheduler = fsrs(generatorParameters({ request_retention: DESIRED_RETENTION }));

function toCard(schedule: Schedule): Card {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    last_review: schedule.lastReview ?? undefined,
  };
}

function fromCard(card: Card): Schedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A card never reviewed, due when it is made. */
export function newSchedule(createdAt: Date): Schedule {
  return fromCard(createEmptyCard(createdAt));
}

export function review(schedule: Schedule, grade: Grade, at: Date): ScheduledReview {
  const { card, log } = scheduler.next(toCard(schedule), at, grade as FsrsGrade);
  return { schedule: fromCard(card), log };
}

/** The card's schedule after its whole history, from the day it was made (how an undo is applied). */
export function replay(createdAt: Date, history: readonly { grade: Grade; reviewedAt: Date }[]): Schedule {
  let schedule = newSchedule(createdAt);
  for (const entry of history) schedule = review(schedule, entry.grade, entry.reviewedAt).schedule;
  return schedule;
}

/** FSRS's predicted recall of the card at `at`; null for a card never reviewed (nothing to forget yet). */
export function retrievabilityAt(schedule: Schedule, at: Date): number | null {
  if (!schedule.lastReview) return null;
  return scheduler.get_retrievability(toCard(schedule), at, false);
}

/** Each grade's next interval from `now`, worded for its button. */
export function intervalLabels(schedule: Schedule, now: Date): Record<`${Grade}`, string> {
  const options = scheduler.repeat(toCard(schedule), now);
  const labels = {} as Record<`${Grade}`, string>;
  for (const grade of GRADES) labels[`${grade}`] = intervalLabel(options[grade as FsrsGrade].card.due.getTime() - now.getTime());
  return labels;
}
