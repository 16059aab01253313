import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { paymentOrder, user as userTable } from '../../db/schema';
import { request, signUp } from '../../test/test-app';
import { createOrder, currentUser, json, KEY_SECRET, useRazorpayApp, verify, WEBHOOK_SECRET } from './billing-test-support';
import { hmacSha256Hex } from './signature';

const DAY = 24 * 60 * 60 * 1000;
const { ctx, fake } = await useRazorpayApp();

function webhook(event: object, signature?: string) {
  const body = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmacSha256Hex(WEBHOOK_SECRET, body) },
    payload: body,
  });
}

const payment = (orderId: string, paymentId: string, amount: number, extra: object = {}) => ({
  entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', order_id: orderId, ...extra },
});
const failed = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.failed',
  payload: { payment: payment(orderId, paymentId, amount, { status: 'failed', error_code: 'BAD_REQUEST_ERROR' }) },
});
const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: payment(orderId, paymentId, amount, { status: 'captured' }) },
});
const refunded = (orderId: string, paymentId: string, amount: number, refundAmount = amount) => ({
  entity: 'event',
  event: 'refund.processed',
  payload: {
    refund: {
      entity: { id: `rfnd_${paymentId}_${refundAmount}`, entity: 'refund', amount: refundAmount, currency: 'INR', payment_id: paymentId },
    },
    payment: payment(orderId, paymentId, amount, { status: 'refunded', amount_refunded: refundAmount }),
  },
});

async function orderStatus(orderId: string) {
  const [row] = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
  return row?.status;
}

/** Buys a plan through the checkout and verification, as a student would. */
async function buy(cookie: string, planName: string, paymentId: string) {
  const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, cookie, planName));
  const response = await verify(ctx.app, cookie, {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacSha256Hex(KEY_SECRET, `${orderId}|${paymentId}`),
    planName,
  });
  expect(response.statusCode).toBe(200);
  return orderId;
}

describe('asking for payment orders', () => {
  it('hands out the same unpaid order for the same plan instead of calling Razorpay again', async () => {
    const { cookie } = await signUp(ctx.app);
    const calls = fake.calls.length;
    const first = json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro'));
    const again = json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro'));
    expect(again.orderId).toBe(first.orderId);
    expect(fake.calls.length).toBe(calls + 1);
    // Another plan is another order; a failed attempt leaves the order open to a new attempt.
    const premium = json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Premium'));
    expect(premium.orderId).not.toBe(first.orderId);
    expect(json(await webhook(failed(first.orderId, 'pay_FAILED_R1', 59_900)))).toEqual({ status: 'processed' });
    expect(json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro')).orderId).toBe(first.orderId);
    expect(fake.calls.length).toBe(calls + 2);
    // Once paid, an order is never handed out again.
    await buy(cookie, 'Pro', 'pay_PAID_R1');
    expect(json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro')).orderId).not.toBe(first.orderId);
  });

  it("limits one user's order requests with 429 'API limit reached', not another user's", async () => {
    const greedy = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const plans = ['Pro', 'Premium', 'Institution'];
    for (let i = 0; i < 10; i += 1) expect((await createOrder(ctx.app, greedy.cookie, plans[i % 3]!)).statusCode).toBe(200);
    const calls = fake.calls.length;
    const refused = await createOrder(ctx.app, greedy.cookie, 'Pro');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(9 * 60);
    expect(json(refused)).toEqual({ message: BILLING_MESSAGES.orderLimit(wait), code: 'too_many_requests' });
    expect(json(refused).message).toBe('API limit reached: too many payment orders in a short time. Please try again in 10 minutes.');
    expect(fake.calls.length).toBe(calls);
    expect((await createOrder(ctx.app, other.cookie, 'Pro')).statusCode).toBe(200);
  });
});

describe('payment.failed', () => {
  it('marks the order failed without activating anything, once; a later captured payment still activates it', async () => {
    const { cookie } = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro'));
    const event = failed(orderId, 'pay_FAILED0001', 59_900);
    expect(json(await webhook(event))).toEqual({ status: 'processed' });
    expect(json(await webhook(event))).toEqual({ status: 'ignored' });
    expect(await orderStatus(orderId)).toBe('failed');
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Free');
    const billing = json<{ payments: { status: string }[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/billing', headers: { cookie } }),
    );
    expect(billing.payments.map((row) => row.status)).toEqual(['failed']);

    expect(json(await webhook(captured(orderId, 'pay_RETRY0001', 59_900)))).toEqual({ status: 'processed' });
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Pro');
    // A failure reported late never undoes a payment.
    expect(json(await webhook(failed(orderId, 'pay_FAILED0002', 59_900)))).toEqual({ status: 'ignored' });
    expect(await orderStatus(orderId)).toBe('paid');
  });
});

describe('refund.processed', () => {
  it('ends the plan a refunded payment paid for, once; its verification no longer activates', async () => {
    const { cookie } = await signUp(ctx.app);
    const orderId = await buy(cookie, 'Premium', 'pay_REFUND0001');
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Premium');
    const event = refunded(orderId, 'pay_REFUND0001', 99_900);
    expect(json(await webhook(event))).toEqual({ status: 'processed' });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null });
    expect(await orderStatus(orderId)).toBe('refunded');
    expect(json(await webhook(event))).toEqual({ status: 'ignored' });

    const late = await verify(ctx.app, cookie, {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_REFUND0001',
      razorpay_signature: hmacSha256Hex(KEY_SECRET, `${orderId}|pay_REFUND0001`),
      planName: 'Premium',
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(BILLING_MESSAGES.paymentRefunded);
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Free');
  });

  it('takes back only the days a refunded renewal bought', async () => {
    const { cookie, email } = await signUp(ctx.app);
    await buy(cookie, 'Pro', 'pay_FIRST00001');
    const firstEnd = new Date((await currentUser(ctx.app, cookie)).planExpiresAt!);
    const renewal = await buy(cookie, 'Pro', 'pay_RENEWAL001');
    expect(new Date((await currentUser(ctx.app, cookie)).planExpiresAt!).getTime()).toBe(firstEnd.getTime() + 30 * DAY);
    expect(json(await webhook(refunded(renewal, 'pay_RENEWAL001', 59_900)))).toEqual({ status: 'processed' });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: firstEnd.toISOString() });
    const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(row?.planExpiresAt?.toISOString()).toBe(firstEnd.toISOString());
  });

  it('leaves the plan after a partial refund, and refuses a forged refund', async () => {
    const { cookie } = await signUp(ctx.app);
    const orderId = await buy(cookie, 'Pro', 'pay_PARTIAL001');
    expect(json(await webhook(refunded(orderId, 'pay_PARTIAL001', 59_900, 10_000)))).toEqual({ status: 'ignored' });
    const forged = await webhook(refunded(orderId, 'pay_PARTIAL001', 59_900), hmacSha256Hex('not the secret', 'x'));
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toBe(BILLING_MESSAGES.webhookSignature);
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Pro');
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('arriving before the payment was recorded, keeps the order from ever activating', async () => {
    const { cookie } = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, cookie, 'Pro'));
    expect(json(await webhook(refunded(orderId, 'pay_EARLY00001', 59_900)))).toEqual({ status: 'processed' });
    expect(json(await webhook(captured(orderId, 'pay_EARLY00001', 59_900)))).toEqual({ status: 'ignored' });
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Free');
    expect(await orderStatus(orderId)).toBe('refunded');
  });
});
