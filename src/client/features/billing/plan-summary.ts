import { isPaidPlan } from '../../../shared/billing';
import type { BillingResponse } from '../../../shared/billing.schema';
import { PLAN_CARD_TEXTS } from '../../../shared/plan-card';
import { formatPlanDay } from '../../lib/plan-date';

export interface SummaryLine {
  testId: string;
  text: string;
}

/** The billing view's words for the plan now, what follows it, and when Free starts (decision 058). */
export function planSummary(billing: Pick<BillingResponse, 'plan' | 'planExpiresAt' | 'next' | 'freeFrom' | 'freeChosen'>): SummaryLine[] {
  const { plan, planExpiresAt, next, freeFrom, freeChosen } = billing;
  if (!isPaidPlan(plan)) {
    return [{ testId: 'billing-expiry', text: 'The Free plan has no end date. Upgrade from your dashboard for higher daily limits.' }];
  }
  if (!planExpiresAt) return [{ testId: 'billing-expiry', text: 'This plan has no end date.' }];
  const lines: SummaryLine[] = [{ testId: 'billing-expiry', text: `Active until ${formatPlanDay(planExpiresAt)}.` }];
  if (next && isPaidPlan(next.plan)) {
    const until = next.endsAt ? ` until ${formatPlanDay(next.endsAt)}` : ', with no end date';
    lines.push({ testId: 'billing-next', text: `Then ${next.plan} from ${formatPlanDay(next.startsAt)}${until}, already paid for.` });
  }
  if (freeFrom) {
    const renew = freeChosen ? '' : ' Renew before then to add another term.';
    lines.push({ testId: 'billing-free-from', text: `${PLAN_CARD_TEXTS.changesToFree(formatPlanDay(freeFrom))}.${renew}` });
  }
  return lines;
}
