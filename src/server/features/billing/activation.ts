import { effectivePlan, type PaidPlanName, planEndAfterPayment } from '../../../shared/billing';
import type { BillingRepo } from './repo';

/** Marks a paid order paid and starts or extends its plan, once (verification and webhook share it). */
export function activatePaidOrder(
  repo: BillingRepo,
  order: { id: string; userId: string; plan: PaidPlanName },
  paymentId: string,
  at: Date,
): Promise<{ activated: boolean }> {
  return repo.activate(order, paymentId, at, (current) =>
    planEndAfterPayment({ plan: effectivePlan(current.plan, current.expiresAt, at), expiresAt: current.expiresAt }, order.plan, at),
  );
}
