// What each pricing card offers a signed-in student, from their billing state (decision 058).
import type { BillingResponse } from './billing.schema';
import { isPaidPlan, type PaidPlanName, PLAN_TERM_DAYS } from './billing';
import { planRank } from './plan-schedule';
import type { PlanName } from './pricing';

export type BillingState = Pick<BillingResponse, 'plan' | 'planExpiresAt' | 'next' | 'freeFrom' | 'freeChosen'>;

export type PlanCardAction =
  /** The plan the student is on; a paid one with an end can be renewed (it extends from the end). */
  | { kind: 'current'; renew: boolean }
  /** A higher plan: starts now; the unused days of a paid plan are credited. */
  | { kind: 'upgrade'; from: PlanName }
  /** A lower plan: starts when the current one ends. */
  | { kind: 'switch-later'; startsAt: string; from: PlanName }
  /** Free while a paid plan runs: asks, then Free starts on `on`. */
  | { kind: 'activate-free'; on: string }
  /** Free already chosen: it starts on `on`. */
  | { kind: 'free-chosen'; on: string }
  /** Nothing to do: a plan granted without an end date covers it. */
  | { kind: 'none' };

export function planCardAction(card: PlanName, state: BillingState): PlanCardAction {
  const { plan, planExpiresAt, next, freeFrom, freeChosen } = state;
  if (card === plan) return { kind: 'current', renew: isPaidPlan(plan) && planExpiresAt !== null };
  if (!isPaidPlan(card)) {
    if (!freeFrom) return { kind: 'none' };
    return freeChosen ? { kind: 'free-chosen', on: freeFrom } : { kind: 'activate-free', on: freeFrom };
  }
  if (planRank(card) > planRank(plan)) return { kind: 'upgrade', from: plan };
  const endlessNext = next && isPaidPlan(next.plan) && next.endsAt === null && planRank(card) <= planRank(next.plan);
  if (!planExpiresAt || endlessNext) return { kind: 'none' };
  return { kind: 'switch-later', startsAt: planExpiresAt, from: plan };
}

/** The words on the cards; `date` is already formatted for the reader. */
export const PLAN_CARD_TEXTS = {
  current: 'Current plan',
  renew: (plan: PlanName) => `Renew ${plan}`,
  renewNote: (plan: PaidPlanName) => `Adds ${PLAN_TERM_DAYS[plan]} days after your current end date.`,
  upgrade: (plan: PlanName) => `Upgrade to ${plan}`,
  upgradeNote: (from: PlanName) => `Starts now. The unused days of your ${from} plan are added, in proportion to price.`,
  switchLater: (plan: PlanName) => `Switch to ${plan} at end of term`,
  switchLaterNote: (from: PlanName, date: string) => `Starts on ${date}, when your ${from} plan ends.`,
  activateFree: 'Activate Free',
  changesToFree: (date: string) => `Changes to Free on ${date}`,
  noEndDate: 'Your plan has no end date.',
} as const;
