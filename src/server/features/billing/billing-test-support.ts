import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { request, useTestApp } from '../../test/test-app';
import { startFakeRazorpay } from './fake-razorpay';

export const KEY_ID = 'rzp_live_studiumtest';
export const KEY_SECRET = 'key_secret_for_tests';
export const WEBHOOK_SECRET = 'webhook_secret_for_tests';

/** The file's app with live Razorpay keys, its API calls answered by a fake Razorpay on 127.0.0.1. */
export async function useRazorpayApp() {
  const fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  afterAll(() => fake.close());
  const ctx = useTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE_URL: fake.baseUrl,
  });
  return { ctx, fake };
}

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
