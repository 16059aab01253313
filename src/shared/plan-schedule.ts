// A user's plan now, what comes after it, and how a payment changes them (decision 058). Shared:
// the server's session, limits and billing read the plan through `settle`, the billing view shows it.
import { isPaidPlan, PLAN_TERM_DAYS, type PaidPlanName } from './billing';
import { PLAN_NAMES, PLANS, type PlanName } from './pricing';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * A user's plan as stored: the plan now and when it ends (null: no end), and the paid plan that
 * starts when it ends. The queued plan is kept as a length, not as dates, so a current plan that
 * gets longer or shorter (a renewal, a refund, an administrator) moves it without losing any of it.
 */
export interface PlanSchedule {
  plan: PlanName;
  expiresAt: Date | null;
  nextPlan: PaidPlanName | null;
  /** How long the queued plan runs once it starts; null: no end (a plan granted without one). */
  nextPlanHours: number | null;
}

export const FREE_SCHEDULE: PlanSchedule = { plan: 'Free', expiresAt: null, nextPlan: null, nextPlanHours: null };

export const planRank = (plan: PlanName): number => PLAN_NAMES.indexOf(plan);

export const termHours = (plan: PaidPlanName): number => PLAN_TERM_DAYS[plan] * 24;

const price = (plan: PaidPlanName): number => PLANS.find((p) => p.name === plan)!.price;

/**
 * The schedule as it stands at `now`, read without a scheduler: a paid plan past its end hands
 * over to the queued plan from that very moment (not from when someone next looks), and once both
 * have ended the user is on Free.
 */
export function settle(stored: PlanSchedule, now: Date): PlanSchedule {
  const { plan, expiresAt, nextPlan, nextPlanHours } = stored;
  if (!isPaidPlan(plan)) return FREE_SCHEDULE;
  if (!expiresAt || expiresAt.getTime() > now.getTime()) return stored;
  if (nextPlan) {
    const end = nextPlanHours === null ? null : new Date(expiresAt.getTime() + nextPlanHours * HOUR_MS);
    if (!end || end.getTime() > now.getTime()) return { plan: nextPlan, expiresAt: end, nextPlan: null, nextPlanHours: null };
  }
  return FREE_SCHEDULE;
}

/**
 * Whole hours of `to` worth as much as `ms` of `from`, by each plan's price per day of its term,
 * rounded down (decision 058): unusedHours × (price_from / days_from) ÷ (price_to / days_to).
 * Exact integer arithmetic: a year in milliseconds times a price overflows a double's precision.
 */
export function convertedHours(ms: number, from: PaidPlanName, to: PaidPlanName): number {
  if (ms <= 0) return 0;
  const numerator = BigInt(Math.floor(ms)) * BigInt(price(from)) * BigInt(PLAN_TERM_DAYS[to]);
  const denominator = BigInt(price(to)) * BigInt(PLAN_TERM_DAYS[from]) * BigInt(HOUR_MS);
  return Number(numerator / denominator);
}

/** The queued plan after `plan` joins it: the same plan adds up; two plans become the higher, worth both. */
function queueAfter(schedule: PlanSchedule, plan: PaidPlanName, hours: number | null): Pick<PlanSchedule, 'nextPlan' | 'nextPlanHours'> {
  const queued = schedule.nextPlan;
  if (!queued) return { nextPlan: plan, nextPlanHours: hours };
  const [high, low] = planRank(plan) > planRank(queued) ? [plan, queued] : [queued, plan];
  const highHours = high === queued ? schedule.nextPlanHours : hours;
  const lowHours = high === queued ? hours : schedule.nextPlanHours;
  if (highHours === null || lowHours === null) return { nextPlan: high, nextPlanHours: null };
  const added = low === high ? lowHours : convertedHours(lowHours * HOUR_MS, low, high);
  return { nextPlan: high, nextPlanHours: highHours + added };
}

/**
 * The schedule after a payment for `plan` at `at`: the same plan as now extends it from its end; a
 * lower plan waits for the current one to end; a higher plan starts now with the unused time of the
 * current one converted into extra hours of it. A plan granted without an end that is upgraded
 * waits, without an end, behind the new one.
 */
export function afterPayment(stored: PlanSchedule, plan: PaidPlanName, at: Date): PlanSchedule {
  const now = settle(stored, at);
  const term = termHours(plan) * HOUR_MS;
  if (!isPaidPlan(now.plan)) return { plan, expiresAt: new Date(at.getTime() + term), nextPlan: null, nextPlanHours: null };
  if (plan === now.plan) return { ...now, expiresAt: now.expiresAt && new Date(now.expiresAt.getTime() + term) };
  if (planRank(plan) < planRank(now.plan)) return { ...now, ...queueAfter(now, plan, termHours(plan)) };
  if (!now.expiresAt) return { plan, expiresAt: new Date(at.getTime() + term), ...queueAfter(now, now.plan, null) };
  const credit = convertedHours(now.expiresAt.getTime() - at.getTime(), now.plan, plan) * HOUR_MS;
  return { ...now, plan, expiresAt: new Date(at.getTime() + term + credit) };
}

/**
 * Whether a payment for `plan` would buy nothing: a plan granted without an end already covers
 * it, now or once it starts. Such an order is refused before any money is taken.
 */
export function nothingToBuy(stored: PlanSchedule, plan: PaidPlanName, now: Date): boolean {
  const settled = settle(stored, now);
  const endless = (held: PlanName | null, end: unknown) =>
    held !== null && isPaidPlan(held) && end === null && planRank(plan) <= planRank(held);
  return endless(settled.plan, settled.expiresAt) || endless(settled.nextPlan, settled.nextPlanHours);
}

/** What follows the current plan: the queued plan, or Free once a paid plan with an end is over. */
export function nextStep(settled: PlanSchedule): { plan: PlanName; startsAt: Date; endsAt: Date | null } | null {
  if (!isPaidPlan(settled.plan) || !settled.expiresAt) return null;
  if (!settled.nextPlan) return { plan: 'Free', startsAt: settled.expiresAt, endsAt: null };
  const endsAt = settled.nextPlanHours === null ? null : new Date(settled.expiresAt.getTime() + settled.nextPlanHours * HOUR_MS);
  return { plan: settled.nextPlan, startsAt: settled.expiresAt, endsAt };
}

/** When the user is on Free again if nothing more is bought; null when that never happens by itself. */
export function freeFrom(settled: PlanSchedule): Date | null {
  const next = nextStep(settled);
  if (!next) return null;
  return next.plan === 'Free' ? next.startsAt : next.endsAt;
}

/** What the time left is worth, in rupees, by each plan's price per day (to compare two schedules). */
export function remainingValue(settled: PlanSchedule, now: Date): number {
  if (!isPaidPlan(settled.plan)) return 0;
  if (!settled.expiresAt) return Infinity;
  const perHour = (plan: PaidPlanName) => price(plan) / termHours(plan);
  const current = Math.max(0, settled.expiresAt.getTime() - now.getTime()) / HOUR_MS;
  const next = settled.nextPlan ? (settled.nextPlanHours === null ? Infinity : settled.nextPlanHours * perHour(settled.nextPlan)) : 0;
  return current * perHour(settled.plan) + next;
}

export function sameSchedule(a: PlanSchedule, b: PlanSchedule): boolean {
  return (
    a.plan === b.plan &&
    (a.expiresAt?.getTime() ?? null) === (b.expiresAt?.getTime() ?? null) &&
    a.nextPlan === b.nextPlan &&
    a.nextPlanHours === b.nextPlanHours
  );
}
