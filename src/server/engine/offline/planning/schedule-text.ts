import type { IsoDate } from '../../../../shared/exam-date';
import type { PlannerDay, PlannerMilestone, PlannerPriority } from '../../../../shared/planner';
import { formatDate, weekStart } from './dates';
import type { DayKind, DaySkeleton } from './schedule-days';
import { capitalize, formatHours, joinList } from './text';

// Wording of the planner schedule. Activity texts start with fixed labels so the client (and
// the tests) can tell a first study from a spaced review without parsing prose.

export const REST_ACTIVITY = 'Rest and light review';
export const MOCK_ACTIVITY = 'Mock test under exam conditions';
export const FIRST_STUDY = 'First study:';
export const SPACED_REVIEW = 'Spaced review:';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function studyActivities(day: DaySkeleton): string[] {
  // Several first studies on one day (a short plan) get one line each, or the day would be a wall of text.
  const detailed = day.learn.length <= 2;
  const learn = day.learn.flatMap((topic) => [
    `${FIRST_STUDY} ${topic} — work through it step by step and summarise it in your own words`,
    ...(detailed ? [`Work through examples on ${topic} and make 5 flashcards`] : []),
  ]);
  const practice =
    day.practice.length > 0
      ? [`Practice: mixed questions on ${joinList(day.practice)}`, 'Mark your answers and log every mistake in an error log']
      : [];
  return [...learn, ...practice];
}

const reviewActivities = (day: DaySkeleton) =>
  day.reviews.map(
    ({ topic, after }) => `${SPACED_REVIEW} ${topic} (${plural(after, 'day')} after first study) — recall it from memory, then check`,
  );

const ACTIVITIES: Record<DayKind, (day: DaySkeleton, all: readonly string[]) => string[]> = {
  study: (day) => [...studyActivities(day), ...reviewActivities(day)],
  rest: () => [REST_ACTIVITY],
  review: (day) => [
    `Mixed review: ${joinList(day.recap)}`,
    'Timed past-paper questions on these topics',
    'Go through your error log and redo the questions you got wrong',
    ...reviewActivities(day),
  ],
  mock: () => [MOCK_ACTIVITY, 'Mark the mock test and note the topics where you lost marks', 'Re-study the weakest topic briefly'],
  exam: (_day, all) => [
    `Light review of your summary notes on ${joinList(all.slice(0, 3))}${all.length > 3 ? ' and the rest' : ''} (no new material)`,
    'Exam day: eat well, arrive early and read every question carefully',
  ],
};

function priorityOf(day: DaySkeleton): PlannerPriority {
  if (day.kind === 'mock' || day.learn.length > 0) return 'high';
  if (day.kind === 'study' && day.practice.length > 0) return 'medium';
  return day.kind === 'review' ? 'medium' : 'low';
}

function hoursOf(day: DaySkeleton): number {
  const reviewExtra = day.reviews.length >= 2 ? 0.5 : 0;
  switch (day.kind) {
    case 'study':
      return Math.min(4, (day.learn.length > 0 ? 1.5 + 0.5 * day.learn.length : 1.5) + reviewExtra);
    case 'review':
      return 2 + reviewExtra;
    case 'mock':
      return 3;
    case 'exam':
      return 1;
    case 'rest':
      return 0.5;
  }
}

export function plannerDay(day: DaySkeleton, date: IsoDate, all: readonly string[]): PlannerDay {
  const own = day.kind === 'mock' || day.kind === 'exam' ? all : [...day.learn, ...day.practice, ...day.recap];
  return {
    day: day.day,
    date,
    duration: formatHours(hoursOf(day)),
    priority: priorityOf(day),
    topics: [...new Set([...own, ...day.reviews.map((r) => r.topic)])],
    activities: ACTIVITIES[day.kind](day, all),
  };
}

/** One goal per calendar week (Monday to Sunday), from what that week's days contain. */
export function weeklyGoals(days: readonly DaySkeleton[], dates: readonly IsoDate[]): string[] {
  const weeks = new Map<IsoDate, number[]>();
  dates.forEach((date, i) => weeks.set(weekStart(date), [...(weeks.get(weekStart(date)) ?? []), i]));
  return [...weeks.values()].map((indexes, w) => {
    const week = indexes.map((i) => days[i]!);
    const learn = week.flatMap((d) => d.learn);
    const parts = [
      learn.length > 0 ? `study ${joinList(learn)} for the first time` : '',
      week.some((d) => d.practice.length > 0) ? 'practise earlier topics in mixed sessions' : '',
      week.some((d) => d.reviews.length > 0) ? 'keep every spaced review' : '',
      week.some((d) => d.kind === 'review') ? 'review all topics with timed past-paper questions' : '',
      week.some((d) => d.kind === 'mock') ? 'sit the mock test and fix the weak spots it shows' : '',
      week.some((d) => d.kind === 'exam') ? 'arrive at the exam rested and confident' : '',
    ].filter(Boolean);
    const [first, last] = [dates[indexes[0]!]!, dates[indexes[indexes.length - 1]!]!];
    const range = first === last ? formatDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
    return `Week ${w + 1} (${range}): ${capitalize(joinList(parts.length > 0 ? parts : ['rest and recharge']))}.`;
  });
}

export function milestones(days: readonly DaySkeleton[], dates: readonly IsoDate[], topics: readonly string[]): PlannerMilestone[] {
  const at = (day: DaySkeleton | undefined) => (day ? dates[day.day - 1]! : undefined);
  const list: (PlannerMilestone | null)[] = [];
  const lastLearn = at(days.findLast((d) => d.learn.length > 0));
  const reviewStart = at(days.find((d) => d.kind === 'review'));
  const mock = at(days.find((d) => d.kind === 'mock'));
  list.push(
    lastLearn
      ? { title: 'First pass complete', date: lastLearn, description: `All ${plural(topics.length, 'topic')} studied once.` }
      : null,
    reviewStart
      ? { title: 'Review phase begins', date: reviewStart, description: 'No new material from here: mixed review and past papers.' }
      : null,
    mock ? { title: 'Mock test', date: mock, description: 'A full practice exam under timed conditions, then marking.' } : null,
    { title: 'Exam day', date: dates[dates.length - 1]!, description: 'Light review only, then sit the exam.' },
  );
  return list.filter((m): m is PlannerMilestone => m !== null);
}

export function plannerTips(hasMaterial: boolean): string[] {
  return [
    'Test yourself before re-reading: recalling from memory beats highlighting.',
    'Keep spaced reviews short (15–20 minutes), but never skip one.',
    'Mix topics in practice sessions so you learn to recognise which method a question needs.',
    'Keep an error log and redo every wrong question on review days.',
    'Study in 25–50 minute blocks with short breaks, with your phone in another room.',
    'Sleep 7–9 hours, above all before the mock test and the exam.',
    ...(hasMaterial ? ['Turn each heading of your material into a question and answer it without notes.'] : []),
  ];
}
