// What a full refund takes back (decision 058).
import type { PaidPlanName } from './billing';
import {
  afterPayment,
  convertedHours,
  FREE_SCHEDULE,
  HOUR_MS,
  type PlanSchedule,
  planRank,
  remainingValue,
  sameSchedule,
  settle,
  termHours,
} from './plan-schedule';

/** A payment as it counts towards a plan: what it bought and when it was activated. */
export interface PlanPayment {
  orderId: string;
  plan: PaidPlanName;
  paidAt: Date;
}

/** The schedule the payments alone would have made, in the order they were activated. */
export function replay(payments: PlanPayment[], now: Date): PlanSchedule {
  const made = payments.reduce<PlanSchedule>((schedule, payment) => afterPayment(schedule, payment.plan, payment.paidAt), FREE_SCHEDULE);
  return settle(made, now);
}

/** `hours` fewer of the queued plan; none left, no queued plan. */
function shortenQueue(settled: PlanSchedule, hours: number): PlanSchedule {
  const left = (settled.nextPlanHours ?? 0) - hours;
  return left > 0 ? { ...settled, nextPlanHours: left } : { ...settled, nextPlan: null, nextPlanHours: null };
}

/**
 * The refunded payment's own days taken from where they are: the queued plan if it is that plan (or
 * a higher one it was merged into, by worth), else the current plan if it is that plan, never into
 * the past (the queued plan then starts now). Null when neither holds the payment's plan: its days
 * were used, or turned into extra days of a higher plan.
 */
function withoutItsDays(settled: PlanSchedule, refunded: PaidPlanName, now: Date): PlanSchedule | null {
  const hours = termHours(refunded);
  const queued = settled.nextPlan;
  if (queued && settled.nextPlanHours !== null && planRank(queued) >= planRank(refunded)) {
    return shortenQueue(settled, queued === refunded ? hours : convertedHours(hours * HOUR_MS, refunded, queued));
  }
  if (settled.plan !== refunded || !settled.expiresAt) return null;
  const end = settled.expiresAt.getTime() - hours * HOUR_MS;
  if (end > now.getTime()) return { ...settled, expiresAt: new Date(end) };
  if (!settled.nextPlan) return FREE_SCHEDULE;
  const nextEnd = settled.nextPlanHours === null ? null : new Date(now.getTime() + settled.nextPlanHours * HOUR_MS);
  return { plan: settled.nextPlan, expiresAt: nextEnd, nextPlan: null, nextPlanHours: null };
}

/**
 * The schedule once a payment is refunded in full. `standing` are the user's paid payments, the
 * refunded one among them, in the order they were activated.
 *
 * When the stored schedule is exactly what those payments made (nobody changed it by hand), the
 * payments still standing are replayed without the refunded one: as if it had never been made,
 * which also takes back the extra days its unused time gave a higher plan. Taking away just its own
 * days is the other answer; when both apply the student keeps the one worth more, so a refund never
 * takes more than the payment bought. A schedule changed by hand gets only its own days taken.
 */
export function scheduleAfterRefund(stored: PlanSchedule, refunded: PlanPayment, standing: PlanPayment[], now: Date): PlanSchedule {
  const settled = settle(stored, now);
  const ownDays = withoutItsDays(settled, refunded.plan, now);
  if (!sameSchedule(settled, replay(standing, now))) return ownDays ?? settled;
  const replayed = replay(
    standing.filter((payment) => payment.orderId !== refunded.orderId),
    now,
  );
  if (!ownDays) return replayed;
  return remainingValue(ownDays, now) > remainingValue(replayed, now) ? ownDays : replayed;
}
