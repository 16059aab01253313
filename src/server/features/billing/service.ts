import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  effectivePlan,
  formatPlanDate,
  isPaidPlan,
  ORDER_LIMITS,
  orderAmountPaise,
  PAYMENT_CURRENCY,
  type PaidPlanName,
} from '../../../shared/billing';
import type {
  BillingResponse,
  CreateOrderResponse,
  PaymentKeyResponse,
  PaymentResult,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '../../../shared/billing.schema';
import type { PlanName } from '../../../shared/pricing';
import { badRequest, conflict, notFound, unavailable } from '../../http-error';
import { activatePaidOrder, type BillingStore } from './activation';
import type { PaymentGateway } from './gateway';
import * as repo from './repo';
import { hmacSha256Hex, signatureMatches } from './signature';

export function billingService(store: BillingStore, gateway: PaymentGateway | null, now: () => Date) {
  const { db } = store;
  const requireGateway = (): PaymentGateway => {
    if (!gateway) throw unavailable(BILLING_MESSAGES.paidPlansUnavailable);
    return gateway;
  };

  async function currentPlan(userId: string): Promise<Pick<VerifyPaymentResponse, 'plan' | 'planExpiresAt'>> {
    const row = await repo.planOf(db, userId);
    const plan = row ? effectivePlan(row.plan, row.expiresAt, now()) : 'Free';
    return { plan, planExpiresAt: plan !== 'Free' && row?.expiresAt ? row.expiresAt.toISOString() : null };
  }

  async function activatedMessage(userId: string, plan: PaidPlanName): Promise<VerifyPaymentResponse> {
    const current = await currentPlan(userId);
    const until = current.planExpiresAt ? formatPlanDate(current.planExpiresAt) : 'further notice';
    return { message: BILLING_MESSAGES.activated(plan, until), ...current };
  }

  return {
    paymentKey(): PaymentKeyResponse {
      const { keyId, mode } = requireGateway();
      return { key: keyId, mode };
    },

    async createOrder(userId: string, planName: PlanName): Promise<CreateOrderResponse> {
      if (!isPaidPlan(planName)) {
        await repo.setFree(db, userId);
        store.onPlanChanged(userId);
        return { success: true, message: BILLING_MESSAGES.freeActivated };
      }
      const active = requireGateway();
      const amount = orderAmountPaise(planName);
      // A checkout closed and opened again pays the same order: no second call to the provider.
      const open = await repo.findReusableOrder(
        db,
        userId,
        { plan: planName, amount, provider: active.provider },
        ORDER_LIMITS.reuseWindowMs,
      );
      if (open) return { orderId: open.id, amount: open.amount, currency: open.currency };
      const receipt = `studium_${randomBytes(8).toString('hex')}`;
      const order = await active.createOrder({ amount, currency: PAYMENT_CURRENCY, receipt, notes: { plan: planName, user_id: userId } });
      await repo.insertOrder(db, { id: order.id, userId, plan: planName, amount, currency: PAYMENT_CURRENCY, provider: active.provider });
      return { orderId: order.id, amount, currency: PAYMENT_CURRENCY };
    },

    async verify(userId: string, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
      const active = requireGateway();
      const order = await repo.findOrder(db, userId, body.razorpay_order_id);
      if (!order || order.provider !== active.provider) throw notFound(BILLING_MESSAGES.orderNotFound);
      if (order.plan !== body.planName || !isPaidPlan(order.plan)) throw badRequest(BILLING_MESSAGES.planMismatch);
      const expected = hmacSha256Hex(active.keySecret, `${order.id}|${body.razorpay_payment_id}`);
      if (!signatureMatches(expected, body.razorpay_signature)) throw badRequest(BILLING_MESSAGES.signatureMismatch);
      const plan = order.plan;
      if (order.status === 'refunded') throw conflict(BILLING_MESSAGES.paymentRefunded);
      if (order.status === 'paid') {
        if (order.paymentId !== body.razorpay_payment_id) throw conflict(BILLING_MESSAGES.paymentAlreadyUsed);
        return activatedMessage(userId, plan);
      }
      const { activated } = await activatePaidOrder(store, { id: order.id, userId, plan }, body.razorpay_payment_id, now());
      if (!activated) {
        // A webhook or a second tab settled it between our read and our claim.
        const settled = await repo.findOrder(db, userId, order.id);
        if (settled?.paymentId !== body.razorpay_payment_id) throw conflict(BILLING_MESSAGES.paymentAlreadyUsed);
      }
      return activatedMessage(userId, plan);
    },

    /** The built-in test checkout's 'Pay': signs a made-up payment for the caller's order, as Razorpay would. */
    async payTestOrder(userId: string, orderId: string): Promise<PaymentResult> {
      if (gateway?.provider !== 'test') throw notFound(BILLING_MESSAGES.notTestMode);
      const order = await repo.findOrder(db, userId, orderId);
      if (!order || order.provider !== 'test') throw notFound(BILLING_MESSAGES.orderNotFound);
      const paymentId = order.paymentId ?? `pay_test_${randomBytes(10).toString('hex')}`;
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacSha256Hex(gateway.keySecret, `${order.id}|${paymentId}`),
      };
    },

    async billing(userId: string): Promise<BillingResponse> {
      const [current, orders] = await Promise.all([currentPlan(userId), repo.history(db, userId)]);
      return {
        ...current,
        payments: orders.map((order) => ({
          orderId: order.id,
          plan: order.plan,
          amount: order.amount,
          currency: order.currency,
          status: order.status,
          paymentId: order.paymentId,
          createdAt: order.createdAt.toISOString(),
          paidAt: order.paidAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
