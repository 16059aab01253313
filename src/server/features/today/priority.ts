import type { TodayItem } from '../../../shared/today';

// How the Today list is ordered and cut (decision 070). Pure: the service hands in what it read.

/** An exam this many days away counts half as urgent as one today. */
const URGENCY_HALF_DAYS = 7;
/** Need of an item the learner model says nothing about: between a weak and a known concept. */
export const UNKNOWN_NEED = 0.5;

/** 1 for an exam (or due date) today, 0.5 a week away, falling towards 0; 0 when there is none. */
export function urgency(daysLeft: number | null): number {
  if (daysLeft === null || Number.isNaN(daysLeft)) return 0;
  return 1 / (1 + Math.max(0, daysLeft) / URGENCY_HALF_DAYS);
}

/** What is not known yet: 1 − mastery (0 for a mastered concept, 1 for one never got right). */
export const needOf = (mastery: number | null): number => (mastery === null ? UNKNOWN_NEED : 1 - mastery);

export interface Candidate {
  item: TodayItem;
  /** Days to the exam (or due date) it prepares for; null when none is known. */
  daysLeft: number | null;
  /** In [0, 1]: how much the student still needs it, from mastery. */
  need: number;
}

export const scoreOf = ({ daysLeft, need }: Pick<Candidate, 'daysLeft' | 'need'>): number => urgency(daysLeft) + need;

/**
 * Most important first, then fitted greedily into the day's minutes: an item that would overrun is
 * left out and smaller ones after it may still fit. The first item is always kept, even when it alone
 * is longer than the day, so a student with one long task still sees it.
 */
export function fitToday(candidates: readonly Candidate[], minutesBudget: number): TodayItem[] {
  const ranked = [...candidates].sort(
    (a, b) => scoreOf(b) - scoreOf(a) || a.item.minutes - b.item.minutes || a.item.title.localeCompare(b.item.title),
  );
  const chosen: TodayItem[] = [];
  let used = 0;
  for (const { item } of ranked) {
    if (chosen.length > 0 && used + item.minutes > minutesBudget) continue;
    chosen.push(item);
    used += item.minutes;
  }
  return chosen;
}
