import type { PaidPlanName } from '../../../shared/billing';
import { afterPayment } from '../../../shared/plan-schedule';
import type { BillingRepo } from './repo';

/** Marks a paid order paid and adds its plan to the user's schedule, once (verification and webhook share it). */
export function activatePaidOrder(
  repo: BillingRepo,
  order: { id: string; userId: string; plan: PaidPlanName },
  paymentId: string,
  at: Date,
): Promise<{ activated: boolean }> {
  return repo.activate(order, paymentId, at, (stored) => afterPayment(stored, order.plan, at));
}
