import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BillingResponse } from '../../../shared/billing.schema';
import { orderAmountPaise, type PaidPlanName } from '../../../shared/billing';
import { request } from '../../test/test-app';
import { createOrder, json, verify } from './billing-test-support';
import { hmacSha256Hex } from './signature';

export const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_live_studiumtest',
  RAZORPAY_KEY_SECRET: 'key_secret_for_tests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook_secret_for_tests',
} as const;

let payments = 0;

/** An order for `planName`, and the checkout's answer for it that verification expects. */
export async function checkedOut(app: FastifyInstance, cookie: string, planName: PaidPlanName) {
  const order = await createOrder(app, cookie, planName);
  expect(order.statusCode).toBe(200);
  const { orderId } = json<{ orderId: string }>(order);
  payments += 1;
  const paymentId = `pay_PLAN${String(payments).padStart(8, '0')}`;
  const signature = hmacSha256Hex(RAZORPAY.RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`);
  return {
    orderId,
    paymentId,
    body: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature, planName },
  };
}

/** A student's purchases and the operator's refunds, through the same requests Razorpay's checkout and webhooks make. */
export function planChanges(app: () => FastifyInstance) {
  async function pay(cookie: string, planName: PaidPlanName) {
    const { orderId, paymentId, body } = await checkedOut(app(), cookie, planName);
    const response = await verify(app(), cookie, body);
    expect(response.statusCode).toBe(200);
    return { orderId, paymentId, plan: planName, answer: json<{ message: string; plan: string; planExpiresAt: string | null }>(response) };
  }

  return {
    pay,

    /** refund.processed for the whole amount, signed as Razorpay signs it. */
    async refund(payment: { orderId: string; paymentId: string; plan: PaidPlanName }) {
      const amount = orderAmountPaise(payment.plan);
      const body = JSON.stringify({
        entity: 'event',
        event: 'refund.processed',
        payload: {
          refund: { entity: { id: `rfnd_${payment.paymentId}`, entity: 'refund', amount, currency: 'INR', payment_id: payment.paymentId } },
          payment: {
            entity: {
              id: payment.paymentId,
              entity: 'payment',
              amount,
              currency: 'INR',
              order_id: payment.orderId,
              amount_refunded: amount,
            },
          },
        },
      });
      const response = await app().inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(RAZORPAY.RAZORPAY_WEBHOOK_SECRET, body) },
        payload: body,
      });
      expect(json(response)).toEqual({ status: 'processed' });
    },

    async chooseFree(cookie: string) {
      return createOrder(app(), cookie, 'Free');
    },

    async billing(cookie: string): Promise<Omit<BillingResponse, 'payments'> & { payments: { status: string; plan: string }[] }> {
      const response = await request(app(), { method: 'GET', url: '/api/billing', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return json(response);
    },

    /** The plan the daily limits count with. */
    async limitsPlan(cookie: string): Promise<string> {
      const response = await request(app(), { method: 'GET', url: '/api/limits', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return json<{ plan: string }>(response).plan;
    },
  };
}
