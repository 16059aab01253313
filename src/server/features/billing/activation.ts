import type { PaidPlanName } from '../../../shared/billing';
import { afterPayment } from '../../../shared/plan-schedule';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Where billing keeps its orders, and who is told once a user's plan change is committed. */
export interface BillingStore {
  db: Db;
  /** The server's cache of signed-in users must not show the plan from before a payment. */
  onPlanChanged: (userId: string) => void;
}

/** Marks a paid order paid and adds its plan to the user's schedule, once (verification and webhook share it). */
export async function activatePaidOrder(
  { db, onPlanChanged }: BillingStore,
  order: { id: string; userId: string; plan: PaidPlanName },
  paymentId: string,
  at: Date,
): Promise<{ activated: boolean }> {
  const result = await repo.activate(db, order, paymentId, at, (stored) => afterPayment(stored, order.plan, at));
  if (result.activated) onPlanChanged(order.userId);
  return result;
}
