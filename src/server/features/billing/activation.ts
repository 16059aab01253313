import { effectivePlan, type PaidPlanName, planEndAfterPayment } from '../../../shared/billing';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Where billing keeps its orders, and who is told once a user's plan change is committed. */
export interface BillingStore {
  db: Db;
  /** The server's cache of signed-in users must not show the plan from before a payment. */
  onPlanChanged: (userId: string) => void;
}

/** Marks a paid order paid and starts or extends its plan, once (verification and webhook share it). */
export async function activatePaidOrder(
  { db, onPlanChanged }: BillingStore,
  order: { id: string; userId: string; plan: PaidPlanName },
  paymentId: string,
  at: Date,
): Promise<{ activated: boolean }> {
  const result = await repo.activate(db, order, paymentId, at, (current) =>
    planEndAfterPayment({ plan: effectivePlan(current.plan, current.expiresAt, at), expiresAt: current.expiresAt }, order.plan, at),
  );
  if (result.activated) onPlanChanged(order.userId);
  return result;
}
