import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { request } from '../../test/test-app';

export const json = <T = Record<string, unknown>>(response: { body: string }) => JSON.parse(response.body) as T;

export async function createOrder(app: FastifyInstance, cookie: string, planName: string, extra: Record<string, unknown> = {}) {
  return request(app, { method: 'POST', url: '/api/create-order', headers: { cookie }, payload: { planName, ...extra } });
}

export async function verify(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return request(app, { method: 'POST', url: '/api/verify-payment', headers: { cookie }, payload });
}

export async function currentUser(app: FastifyInstance, cookie: string) {
  const response = await request(app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return json<{ plan: string; planExpiresAt: string | null }>(response);
}

/** Creates an order in test mode and pays it with the test checkout: the three fields Razorpay would return. */
export async function payInTestMode(app: FastifyInstance, cookie: string, planName: string) {
  const order = await createOrder(app, cookie, planName);
  expect(order.statusCode).toBe(200);
  const { orderId } = json<{ orderId: string }>(order);
  const paid = await request(app, { method: 'POST', url: '/api/test-checkout/pay', headers: { cookie }, payload: { orderId } });
  expect(paid.statusCode).toBe(200);
  return json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(paid);
}
