// What each pricing card offers a signed-in student, from their billing state (decision 058); the cards' words are the `billing` catalogue's.
import type { BillingResponse } from './billing.schema';
import { isPaidPlan } from './billing';
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
