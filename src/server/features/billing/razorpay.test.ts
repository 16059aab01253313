import { beforeAll, describe, expect, it } from 'vitest';
import { paymentOrder } from '../../db/schema';
import { request, signUp, TEST_ORIGIN } from '../../test/test-app';
import { createOrder, currentUser, json, KEY_ID, KEY_SECRET, useRazorpayApp, verify, WEBHOOK_SECRET } from './billing-test-support';
import { hmacSha256Hex } from './signature';

const { ctx, fake } = await useRazorpayApp();

function webhook(body: string, signature = hmacSha256Hex(WEBHOOK_SECRET, body)) {
  // As Razorpay sends it: no cookie, no Origin.
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

const captured = (orderId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    created_at: 1_763_700_000,
  });

describe('plans bought through Razorpay', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(() => void 0);

  it('publishes the live key and creates the order with Razorpay, amount from our table', async () => {
    owner = await signUp(ctx.app);
    expect(json(await request(ctx.app, { method: 'GET', url: '/api/razorpay-key' }))).toEqual({ key: KEY_ID, mode: 'live' });
    const response = await createOrder(ctx.app, owner.cookie, 'Premium', { amount: 100 });
    expect(response.statusCode).toBe(200);
    const order = json<{ orderId: string; amount: number; currency: string }>(response);
    expect(order).toEqual({ orderId: expect.stringMatching(/^order_FAKE/), amount: 99_900, currency: 'INR' });
    const call = fake.calls.at(-1)!;
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call.body).toMatchObject({ amount: 99_900, currency: 'INR' });
  });

  it('verifies the checkout’s signature with the key secret', async () => {
    owner = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, owner.cookie, 'Pro'));
    const paymentId = 'pay_FAKE0000000001';
    const response = await verify(ctx.app, owner.cookie, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacSha256Hex(KEY_SECRET, `${orderId}|${paymentId}`),
      planName: 'Pro',
    });
    expect(response.statusCode).toBe(200);
    expect((await currentUser(ctx.app, owner.cookie)).plan).toBe('Pro');
  });

  it('lets Razorpay’s checkout script and frames through the Content Security Policy', async () => {
    const csp = String((await request(ctx.app, { method: 'GET', url: '/pricing' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
  });

  it('has no test checkout when Razorpay is set up', async () => {
    owner = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, owner.cookie, 'Pro'));
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/test-checkout/pay',
      headers: { cookie: owner.cookie },
      payload: { orderId },
    });
    expect(response.statusCode).toBe(404);
  });

  it('activates the plan from a signed payment.captured webhook once, and ignores its replay', async () => {
    owner = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, owner.cookie, 'Pro'));
    const body = captured(orderId, 'pay_FAKEWEBHOOK01', 59_900);
    const first = await webhook(body);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ status: 'processed' });
    const afterFirst = await currentUser(ctx.app, owner.cookie);
    expect(afterFirst.plan).toBe('Pro');
    const replay = await webhook(body);
    expect(json(replay)).toEqual({ status: 'ignored' });
    expect((await currentUser(ctx.app, owner.cookie)).planExpiresAt).toBe(afterFirst.planExpiresAt);
    // The browser's verification arriving after the webhook is the same payment: accepted, nothing extended.
    const late = await verify(ctx.app, owner.cookie, {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_FAKEWEBHOOK01',
      razorpay_signature: hmacSha256Hex(KEY_SECRET, `${orderId}|pay_FAKEWEBHOOK01`),
      planName: 'Pro',
    });
    expect(late.statusCode).toBe(200);
    expect((await currentUser(ctx.app, owner.cookie)).planExpiresAt).toBe(afterFirst.planExpiresAt);
  });

  it('refuses a webhook with a bad signature or a different amount and changes nothing', async () => {
    owner = await signUp(ctx.app);
    const { orderId } = json<{ orderId: string }>(await createOrder(ctx.app, owner.cookie, 'Pro'));
    const body = captured(orderId, 'pay_FAKEWEBHOOK02', 59_900);
    const forged = await webhook(body, hmacSha256Hex('wrong secret', body));
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toBe('The webhook signature does not match.');
    expect((await webhook(body, '')).statusCode).toBe(400);
    const cheap = await webhook(captured(orderId, 'pay_FAKEWEBHOOK03', 100));
    expect(json(cheap)).toEqual({ status: 'ignored' });
    expect((await currentUser(ctx.app, owner.cookie)).plan).toBe('Free');
    const orders = await ctx.database.db.select().from(paymentOrder);
    expect(orders.every((order) => order.status === 'created')).toBe(true);
  });

  it('still refuses a webhook-shaped request from a browser page of another origin', async () => {
    const body = captured('order_x', 'pay_x', 1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay?x=1',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(TEST_ORIGIN).not.toBe('https://evil.example');
  });
});
