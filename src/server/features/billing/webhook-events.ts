import { z } from 'zod';
import { isPaidPlan } from '../../../shared/billing';
import { scheduleAfterRefund } from '../../../shared/plan-refund';
import { activatePaidOrder, type BillingStore } from './activation';
import * as repo from './repo';

export type WebhookStatus = 'processed' | 'ignored';

/** The parts of Razorpay's payment, order and refund events we act on. */
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  /** Everything refunded of this payment so far, refunds before this one included. */
  amount_refunded: z.number().int().nullish(),
});
export const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int() }) }).optional(),
  }),
});
type RazorpayEvent = z.infer<typeof eventSchema>;

const isOurs = (order: repo.OrderRow | undefined): order is repo.OrderRow => order?.provider === 'razorpay';

/** payment.captured, order.paid: activates the plan when the browser never came back to verify it. */
async function paymentCaptured(store: BillingStore, event: RazorpayEvent, at: Date): Promise<WebhookStatus> {
  const payment = event.payload.payment?.entity;
  const order = payment?.order_id ? await repo.findOrderById(store.db, payment.order_id) : undefined;
  if (!payment || !isOurs(order) || !isPaidPlan(order.plan) || order.amount !== payment.amount) return 'ignored';
  if (order.status !== 'created' && order.status !== 'failed') return 'ignored';
  const { activated } = await activatePaidOrder(store, { id: order.id, userId: order.userId, plan: order.plan }, payment.id, at);
  return activated ? 'processed' : 'ignored';
}

/**
 * payment.failed: the order is marked failed, never activated. Razorpay lets the student try
 * again on the same order, so a later captured payment still activates it; a failure reported
 * after the order was paid changes nothing.
 */
async function paymentFailed({ db }: BillingStore, event: RazorpayEvent): Promise<WebhookStatus> {
  const payment = event.payload.payment?.entity;
  const order = payment?.order_id ? await repo.findOrderById(db, payment.order_id) : undefined;
  if (!isOurs(order)) return 'ignored';
  return (await repo.markFailed(db, order.id)).marked ? 'processed' : 'ignored';
}

/**
 * refund.processed: a payment refunded in full ends what it paid for, running or queued, and the
 * extra days its unused time gave a higher plan (scheduleAfterRefund). A partial refund (a goodwill
 * discount, say) leaves the plan. Once per order: a replayed event, or a second refund of the same
 * payment, finds it refunded already.
 */
async function refundProcessed({ db, onPlanChanged }: BillingStore, event: RazorpayEvent, at: Date): Promise<WebhookStatus> {
  const refund = event.payload.refund?.entity;
  if (!refund) return 'ignored';
  const payment = event.payload.payment?.entity;
  const samePayment = payment?.id === refund.payment_id ? payment : undefined;
  // Found by the payment that paid it, or, if that payment was never recorded, by its order.
  const order =
    (await repo.findOrderByPaymentId(db, refund.payment_id)) ??
    (samePayment?.order_id ? await repo.findOrderById(db, samePayment.order_id) : undefined);
  if (!isOurs(order) || order.status === 'refunded' || !isPaidPlan(order.plan)) return 'ignored';
  const refundedInAll = Math.max(refund.amount, samePayment?.amount_refunded ?? 0);
  if (refundedInAll < order.amount) return 'ignored';
  const result = await repo.refund(db, order, refund.payment_id, (stored, refunded, standing) =>
    scheduleAfterRefund(stored, refunded, standing, at),
  );
  if (!result.refunded) return 'ignored';
  onPlanChanged(order.userId);
  return 'processed';
}

/** Acts on one verified event; events we do not act on are acknowledged and ignored. */
export function handleRazorpayEvent(store: BillingStore, event: RazorpayEvent, at: Date): Promise<WebhookStatus> {
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      return paymentCaptured(store, event, at);
    case 'payment.failed':
      return paymentFailed(store, event);
    case 'refund.processed':
      return refundProcessed(store, event, at);
    default:
      return Promise.resolve('ignored');
  }
}
