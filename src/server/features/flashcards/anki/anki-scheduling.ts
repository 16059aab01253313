import type { Schedule } from '../scheduler';

// FSRS states and Anki's card types share their numbers: 0 new, 1 learning, 2 review, 3 relearning.
const NEW = 0;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;
const DAY_SECONDS = 86_400;
/** Anki's starting ease (250 %); with FSRS on, Anki reads difficulty from `data` instead. */
export const DEFAULT_FACTOR = 2500;
/** FSRS's middle difficulty, for a card whose package holds no memory state. */
const DEFAULT_DIFFICULTY = 5;

/** A card's scheduling columns in Anki's `cards` table. */
export interface AnkiScheduling {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** Anki 23.10+ keeps FSRS memory state here: `{"s":stability,"d":difficulty}`. */
  data: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Anki's columns for a card: a new card's due is its position, a learning card's a Unix time in
 * seconds, a review card's a day counted from the collection's creation (`crt`).
 */
export function toAnkiScheduling(schedule: Schedule, crt: number, position: number): AnkiScheduling {
  const state = schedule.state;
  const dueSeconds = Math.floor(schedule.due.getTime() / 1000);
  const memory = state === NEW ? '' : JSON.stringify({ s: round(schedule.stability, 4), d: round(schedule.difficulty, 4) });
  const common = { type: state, reps: schedule.reps, lapses: schedule.lapses, data: memory };
  if (state === REVIEW) {
    const due = Math.max(0, Math.floor((dueSeconds - crt) / DAY_SECONDS));
    return { ...common, queue: REVIEW, due, ivl: Math.max(1, schedule.scheduledDays), factor: DEFAULT_FACTOR };
  }
  if (state === LEARNING || state === RELEARNING) {
    // Anki's learning queue (1) holds relearning cards too; queue 3 is for steps of a day or more.
    return {
      ...common,
      queue: LEARNING,
      due: dueSeconds,
      ivl: state === RELEARNING ? Math.max(1, schedule.scheduledDays) : 0,
      factor: DEFAULT_FACTOR,
    };
  }
  return { ...common, type: NEW, queue: NEW, due: position, ivl: 0, factor: 0 };
}

function memoryState(data: string): { s: number; d: number } | undefined {
  if (!data) return undefined;
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    const { s, d } = parsed;
    if (typeof s === 'number' && typeof d === 'number' && s > 0 && Number.isFinite(s) && d >= 1 && d <= 10) return { s, d };
  } catch {
    // A card's data from an add-on or an older Anki: no memory state.
  }
  return undefined;
}

const clampCount = (value: number) => (Number.isSafeInteger(value) && value > 0 ? Math.min(value, 100_000) : 0);

/**
 * An Anki card's scheduling as FSRS fields: the memory state from `data` when Anki kept one, else
 * stability from the interval; due dates read back from Anki's three ways of counting them.
 */
export function fromAnkiScheduling(anki: AnkiScheduling, crt: number, now: Date, fresh: Schedule): Schedule {
  const type = anki.type;
  if (type !== LEARNING && type !== REVIEW && type !== RELEARNING) return fresh;
  const memory = memoryState(anki.data);
  const ivl = Math.max(1, Math.min(36_500, Math.trunc(anki.ivl) || 1));
  const dueAt = type === REVIEW ? new Date((crt + Math.trunc(anki.due) * DAY_SECONDS) * 1000) : new Date(Math.trunc(anki.due) * 1000);
  const due = Number.isFinite(dueAt.getTime()) && Math.abs(dueAt.getTime()) < 8.64e15 ? dueAt : now;
  const scheduledDays = type === LEARNING ? 0 : ivl;
  const lastReview = type === REVIEW ? new Date(due.getTime() - ivl * DAY_SECONDS * 1000) : now;
  return {
    due,
    stability: memory?.s ?? (type === REVIEW ? ivl : 1),
    difficulty: memory?.d ?? DEFAULT_DIFFICULTY,
    elapsedDays: 0,
    scheduledDays,
    learningSteps: 0,
    reps: Math.max(1, clampCount(anki.reps)),
    lapses: clampCount(anki.lapses),
    state: type,
    lastReview: lastReview.getTime() > now.getTime() ? now : lastReview,
  };
}

/** Anki's revlog type of a review made in this FSRS state: 0 learn, 1 review, 2 relearn. */
export function revlogType(state: number): number {
  if (state === REVIEW) return 1;
  if (state === RELEARNING) return 2;
  return 0;
}
