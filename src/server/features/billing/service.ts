import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api';
import { BILLING_MESSAGES, isPaidPlan, ORDER_LIMITS, orderAmountPaise, PAYMENT_CURRENCY, type PaidPlanName } from '../../../shared/billing';
import type {
  BillingResponse,
  CreateOrderResponse,
  PaymentKeyResponse,
  PaymentResult,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '../../../shared/billing.schema';
import { FREE_SCHEDULE, freeFrom, nextStep, nothingToBuy, type PlanSchedule, settle } from '../../../shared/plan-schedule';
import type { PlanName } from '../../../shared/pricing';
import { HttpError } from '../../http-error';
import { activatePaidOrder, type BillingStore } from './activation';
import type { PaymentGateway } from './gateway';
import * as repo from './repo';
import { hmacSha256Hex, signatureMatches } from './signature';

export function billingService(store: BillingStore, gateway: PaymentGateway | null, now: () => Date) {
  const { db } = store;
  const requireGateway = (): PaymentGateway => {
    if (!gateway) throw new HttpError(503, BILLING_MESSAGES.paidPlansUnavailable, ERROR_CODES.unavailable);
    return gateway;
  };

  /** The user's schedule as it stands now (a queued plan that has started is current). */
  async function scheduleNow(userId: string): Promise<{ settled: PlanSchedule; freeChosenAt: Date | null }> {
    const row = await repo.planOf(db, userId);
    return { settled: settle(row ?? FREE_SCHEDULE, now()), freeChosenAt: row?.freeChosenAt ?? null };
  }

  const planFields = (settled: PlanSchedule): Pick<VerifyPaymentResponse, 'plan' | 'planExpiresAt'> => ({
    plan: settled.plan,
    planExpiresAt: settled.expiresAt?.toISOString() ?? null,
  });

  async function activatedMessage(userId: string, plan: PaidPlanName): Promise<VerifyPaymentResponse> {
    const { settled } = await scheduleNow(userId);
    const next = nextStep(settled);
    const current = settled.plan;
    // A lower plan waits for the current one (merged into a higher queued plan, it is that plan).
    const message =
      current !== plan && isPaidPlan(current) && next && isPaidPlan(next.plan)
        ? BILLING_MESSAGES.queued(next.plan, current, next.startsAt, next.endsAt)
        : BILLING_MESSAGES.activated(plan, settled.expiresAt);
    return { message, ...planFields(settled) };
  }

  /** "Activate Free": at once when no paid plan runs; otherwise the paid plan runs to its end first. */
  async function chooseFree(userId: string): Promise<CreateOrderResponse> {
    const { settled } = await scheduleNow(userId);
    if (!isPaidPlan(settled.plan)) {
      await repo.setFree(db, userId);
      store.onPlanChanged(userId);
      return { success: true, message: BILLING_MESSAGES.freeActivated };
    }
    const from = freeFrom(settled);
    if (!from) throw new HttpError(409, BILLING_MESSAGES.noEndDate(settled.plan));
    await repo.chooseFree(db, userId, now());
    return { success: true, message: BILLING_MESSAGES.freeScheduled(from) };
  }

  return {
    paymentKey(): PaymentKeyResponse {
      const { keyId, mode } = requireGateway();
      return { key: keyId, mode };
    },

    async createOrder(userId: string, planName: PlanName): Promise<CreateOrderResponse> {
      if (!isPaidPlan(planName)) return chooseFree(userId);
      const active = requireGateway();
      const stored = await repo.planOf(db, userId);
      if (stored && nothingToBuy(stored, planName, now())) throw new HttpError(409, BILLING_MESSAGES.nothingToBuy(planName));
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
      if (!order || order.provider !== active.provider) throw new HttpError(404, BILLING_MESSAGES.orderNotFound);
      if (order.plan !== body.planName || !isPaidPlan(order.plan)) throw new HttpError(400, BILLING_MESSAGES.planMismatch);
      const expected = hmacSha256Hex(active.keySecret, `${order.id}|${body.razorpay_payment_id}`);
      if (!signatureMatches(expected, body.razorpay_signature)) throw new HttpError(400, BILLING_MESSAGES.signatureMismatch);
      const plan = order.plan;
      if (order.status === 'refunded') throw new HttpError(409, BILLING_MESSAGES.paymentRefunded);
      if (order.status === 'paid') {
        if (order.paymentId !== body.razorpay_payment_id) throw new HttpError(409, BILLING_MESSAGES.paymentAlreadyUsed);
        return activatedMessage(userId, plan);
      }
      const { activated } = await activatePaidOrder(store, { id: order.id, userId, plan }, body.razorpay_payment_id, now());
      if (!activated) {
        // A webhook or a second tab settled it between our read and our claim.
        const settled = await repo.findOrder(db, userId, order.id);
        if (settled?.paymentId !== body.razorpay_payment_id) throw new HttpError(409, BILLING_MESSAGES.paymentAlreadyUsed);
      }
      return activatedMessage(userId, plan);
    },

    /** The built-in test checkout's 'Pay': signs a made-up payment for the caller's order, as Razorpay would. */
    async payTestOrder(userId: string, orderId: string): Promise<PaymentResult> {
      if (gateway?.provider !== 'test') throw new HttpError(404, BILLING_MESSAGES.notTestMode);
      const order = await repo.findOrder(db, userId, orderId);
      if (!order || order.provider !== 'test') throw new HttpError(404, BILLING_MESSAGES.orderNotFound);
      const paymentId = order.paymentId ?? `pay_test_${randomBytes(10).toString('hex')}`;
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacSha256Hex(gateway.keySecret, `${order.id}|${paymentId}`),
      };
    },

    async billing(userId: string): Promise<BillingResponse> {
      const [{ settled, freeChosenAt }, orders] = await Promise.all([scheduleNow(userId), repo.history(db, userId)]);
      const next = nextStep(settled);
      const from = freeFrom(settled);
      return {
        ...planFields(settled),
        next: next && { plan: next.plan, startsAt: next.startsAt.toISOString(), endsAt: next.endsAt?.toISOString() ?? null },
        freeFrom: from?.toISOString() ?? null,
        freeChosen: freeChosenAt !== null && isPaidPlan(settled.plan),
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
