// The shape of a planner schedule before any wording: which kind each day is, which topics are
// first studied, practised and reviewed on it. Pure arithmetic on day numbers (1 = today).

export type DayKind = 'study' | 'rest' | 'review' | 'mock' | 'exam';

export interface SpacedReview {
  topic: string;
  /** Days since the topic's first study (before any shift past a rest day). */
  after: number;
}

export interface DaySkeleton {
  day: number;
  kind: DayKind;
  learn: string[];
  practice: string[];
  reviews: SpacedReview[];
  /** Topics of a final-review day. */
  recap: string[];
}

/** Expanding intervals: each successful recall can wait longer before the next (spacing effect). */
export const REVIEW_INTERVALS = [1, 3, 7, 14] as const;
const REST_EVERY = 7;
/** Below this span a rest day costs more study time than the student can spare. */
export const REST_MIN_SPAN = 10;
/** Share of the days kept for final review and the mock test (10–15 % once the span is 20+ days). */
const REVIEW_SHARE = 0.125;
/** First studies spread over this share of the study days, leaving practice days between them. */
const FIRST_PASS_SHARE = 0.6;

/** Days of the final review phase, exam day included: at least the mock test and the exam day. */
export const reviewPhaseDays = (total: number): number => (total === 1 ? 1 : Math.max(2, Math.round(total * REVIEW_SHARE)));

/** Every 7th day rests, except the mock test and exam days, which must stay put. */
const isRestDay = (day: number, total: number): boolean => total >= REST_MIN_SPAN && day % REST_EVERY === 0 && day < total - 1;

function kindOf(day: number, total: number, reviewStart: number): DayKind {
  if (day === total) return 'exam';
  if (day === total - 1) return 'mock';
  if (isRestDay(day, total)) return 'rest';
  return day >= reviewStart ? 'review' : 'study';
}

/**
 * Spreads first studies evenly, so new topics alternate with practice instead of coming in a
 * block. Only days whose next working day can hold a review qualify, unless none does.
 */
function introduce(days: DaySkeleton[], topics: readonly string[]): void {
  const study = days.filter((day) => day.kind === 'study');
  const next = (day: DaySkeleton) => (days[day.day]?.kind === 'rest' ? days[day.day + 1] : days[day.day]);
  const reviewable = study.filter((day) => next(day)?.kind === 'study' || next(day)?.kind === 'review');
  const slots = reviewable.length > 0 ? reviewable : study;
  if (slots.length === 0) return;
  const span = slots.length >= topics.length ? Math.max(topics.length, Math.round(slots.length * FIRST_PASS_SHARE)) : slots.length;
  topics.forEach((topic, i) => slots[Math.floor((i * span) / topics.length)]!.learn.push(topic));
}

/** Days without a first study practise the two topics least recently touched: interleaved practice. */
function practise(study: DaySkeleton[]): void {
  const introduced: string[] = [];
  const lastTouched = new Map<string, number>();
  for (const day of study) {
    for (const topic of day.learn) {
      introduced.push(topic);
      lastTouched.set(topic, day.day);
    }
    if (day.learn.length > 0) continue;
    // Stable sort: ties keep the order of introduction.
    day.practice = [...introduced].sort((a, b) => lastTouched.get(a)! - lastTouched.get(b)!).slice(0, 2);
    for (const topic of day.practice) lastTouched.set(topic, day.day);
  }
}

/** Reviews 1, 3, 7 and 14 days after a first study; a rest day moves its review to the next day. */
function scheduleReviews(days: DaySkeleton[]): void {
  for (const source of days) {
    for (const topic of source.learn) {
      for (const after of REVIEW_INTERVALS) {
        let target = days[source.day + after - 1];
        if (target?.kind === 'rest') target = days[target.day];
        if (target && (target.kind === 'study' || target.kind === 'review')) target.reviews.push({ topic, after });
      }
    }
  }
}

/** Final-review days rotate through every topic, a few per day. */
function recap(review: DaySkeleton[], topics: readonly string[]): void {
  const perDay = Math.max(Math.min(2, topics.length), Math.ceil(topics.length / Math.max(1, review.length)));
  review.forEach((day, j) => {
    const chosen = Array.from({ length: Math.min(perDay, topics.length) }, (_, x) => topics[(j * perDay + x) % topics.length]!);
    day.recap = [...new Set(chosen)];
  });
}

/** The skeleton of a `total`-day schedule (day 1 = today, day `total` = exam day). */
export function buildSkeleton(total: number, topics: readonly string[]): DaySkeleton[] {
  const reviewStart = total - reviewPhaseDays(total) + 1;
  const days: DaySkeleton[] = Array.from({ length: total }, (_, i) => ({
    day: i + 1,
    kind: kindOf(i + 1, total, reviewStart),
    learn: [],
    practice: [],
    reviews: [],
    recap: [],
  }));
  introduce(days, topics);
  practise(days.filter((day) => day.kind === 'study'));
  scheduleReviews(days);
  recap(
    days.filter((day) => day.kind === 'review'),
    topics,
  );
  return days;
}
