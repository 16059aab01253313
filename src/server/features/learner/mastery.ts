import type { LearnerEventKind, MasteryLevel } from '../../../shared/learner';

/**
 * Mastery of one concept from its evidence (decision 067): an Elo-style logistic update whose
 * expectation carries a forgetting curve. Pure and replayed from the events every time, so a change
 * of method recomputes every student's model from what is stored.
 *
 * - Ability `theta` (logits) starts at 0. A graded item of difficulty `b` is expected right with
 *   p = sigmoid(theta - b) · R(elapsed, S): what the student knew, times what is left of it.
 * - After the outcome o (1 right, 0 wrong, a grade in between), theta += K · w · (o − p), with K
 *   shrinking as evidence accumulates (a Glicko-like certainty) and w the weight of the event kind.
 * - Memory stability S (days) grows with each success, more when recall was harder (the spacing
 *   effect), and halves on a failure; R is the FSRS-4.5 power curve (1 + 19/81 · t/S)^−0.5.
 * - A card review brings its own FSRS retrievability: the expectation is the card's predicted recall
 *   blended with the concept's, so recalling a card FSRS thought forgotten counts for more.
 * - Mastery now = sigmoid(theta) · R(now − last evidence, S): it falls back with time.
 */

export interface Evidence {
  kind: LearnerEventKind;
  at: Date;
  /** Outcome in [0, 1] (1 right); null for evidence without a grade (a doubt). */
  correct: number | null;
  /** Item difficulty in logits (easy −1, medium 0, hard 1); null: medium. */
  difficulty: number | null;
  /** A card's FSRS retrievability at review time. */
  retrievability: number | null;
}

export interface Mastery {
  mastery: number;
  level: MasteryLevel;
  evidenceCount: number;
  lastSeenAt: Date | null;
}

const DAY_MS = 86_400_000;
const FSRS_FACTOR = 19 / 81;
const FSRS_DECAY = -0.5;
/** First-answer step size; it shrinks as 1 / (1 + K_DECAY · n). */
const K_START = 1.2;
const K_DECAY = 0.08;
const K_FLOOR = 0.25;
/** Stability (days) of a concept met once; the bounds of its growth. */
const STABILITY_START = 2;
const STABILITY_MAX = 365;
/** What a doubt says: the student found the concept hard enough to ask. */
const DOUBT_OUTCOME = 0.3;

/** How much one event of each kind moves the estimate, relative to a graded quiz answer. */
const WEIGHT: Record<LearnerEventKind, number> = {
  'quiz-answer': 1,
  assignment: 1,
  'card-review': 0.7,
  doubt: 0.4,
  'path-step': 0.4,
  note: 0,
};

/** Levels by mastery; Mastered also needs this many graded events (one lucky answer is not mastery). */
const FAMILIAR = 0.5;
const PROFICIENT = 0.7;
const MASTERED = 0.85;
const MASTERED_MIN_EVIDENCE = 5;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** FSRS-4.5 retrievability after `days` at stability `stability`. */
export function retrievability(days: number, stability: number): number {
  return Math.pow(1 + (FSRS_FACTOR * Math.max(0, days)) / stability, FSRS_DECAY);
}

export function levelOf(mastery: number, gradedCount: number): MasteryLevel {
  if (mastery >= MASTERED && gradedCount >= MASTERED_MIN_EVIDENCE) return 'Mastered';
  if (mastery >= PROFICIENT) return 'Proficient';
  if (mastery >= FAMILIAR) return 'Familiar';
  return 'Attempted';
}

/** What replaying a concept's evidence leaves: enough to read its mastery at any later moment. */
export interface ReplayState {
  theta: number;
  stability: number;
  last: Date | null;
  graded: number;
  count: number;
}

/** Replays the events (any order; sorted here by time) into the concept's state after the last one. */
export function replay(events: readonly Evidence[]): ReplayState {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  let theta = 0;
  let stability = STABILITY_START;
  let last: Date | null = null;
  let graded = 0;
  for (const event of sorted) {
    // A note's tag names a concept the student studies; it says nothing of what they know.
    if (WEIGHT[event.kind] === 0) continue;
    const elapsed = last ? (event.at.getTime() - last.getTime()) / DAY_MS : 0;
    const kept = retrievability(elapsed, stability);
    const known = sigmoid(theta - (event.difficulty ?? 0)) * kept;
    const expected = event.retrievability === null ? known : (known + event.retrievability) / 2;
    const outcome = event.correct ?? DOUBT_OUTCOME;
    const step = Math.max(K_FLOOR, K_START / (1 + K_DECAY * graded));
    theta += step * WEIGHT[event.kind] * (outcome - expected);
    if (event.correct !== null) {
      graded += 1;
      // Success strengthens memory, the more so the more had been forgotten; failure weakens it.
      stability =
        outcome >= 0.5
          ? Math.min(STABILITY_MAX, stability * (1 + (0.1 + 2 * (1 - kept)) * outcome))
          : Math.max(STABILITY_START / 2, stability * 0.5);
    }
    last = event.at;
  }
  return { theta, stability, last, graded, count: sorted.filter((event) => WEIGHT[event.kind] > 0).length };
}

/** Mastery at `now` of a replayed concept: what it knew, times what time has left of it. */
export function masteryAt(state: ReplayState, now: Date): Mastery {
  const { theta, stability, last, graded, count } = state;
  if (!last) return { mastery: 0, level: 'Attempted', evidenceCount: 0, lastSeenAt: null };
  const mastery = sigmoid(theta) * retrievability((now.getTime() - last.getTime()) / DAY_MS, stability);
  return { mastery, level: levelOf(mastery, graded), evidenceCount: count, lastSeenAt: last };
}

/** Replays the events (any order) and reads mastery at `now`. */
export function masteryOf(events: readonly Evidence[], now: Date): Mastery {
  return masteryAt(replay(events), now);
}
