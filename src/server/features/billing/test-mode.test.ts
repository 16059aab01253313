import { describe, expect, it } from 'vitest';
import { paymentOrder } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { createOrder, currentUser, json, payInTestMode, verify } from './billing-test-support';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-21T10:00:00.000Z');
const ctx = useTestApp({}, { now: () => clock });

describe('plans bought with the built-in test checkout (no Razorpay keys, loopback address)', () => {
  it('offers the test key and mode', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/razorpay-key' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ key: 'rzp_test_studium_builtin', mode: 'test' });
    // No third-party script is allowed where none is used.
    const page = await request(ctx.app, { method: 'GET', url: '/pricing' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('creates an order priced from the server table whatever the client sends', async () => {
    clock = new Date('2026-11-21T10:00:00.000Z');
    const { cookie } = await signUp(ctx.app);
    const response = await createOrder(ctx.app, cookie, 'Pro', { amount: 1, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ amount: 59_900, currency: 'INR' });
    const [stored] = await ctx.database.db.select().from(paymentOrder);
    expect(stored).toMatchObject({ plan: 'Pro', amount: 59_900, currency: 'INR', status: 'created', provider: 'test' });
  });

  it('activates Pro for 30 days, raises the limits, and a renewal extends from the current end', async () => {
    clock = new Date('2026-11-21T10:00:00.000Z');
    const { cookie } = await signUp(ctx.app);
    // Resolved once before paying: the server's cached user must not keep the Free plan after.
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free' });
    const paid = await payInTestMode(ctx.app, cookie, 'Pro');
    const response = await verify(ctx.app, cookie, { ...paid, planName: 'Pro' });
    expect(response.statusCode).toBe(200);
    const end = new Date(clock.getTime() + 30 * DAY).toISOString();
    expect(json(response)).toEqual({
      message: 'Payment verified. Your Pro plan is active until 21 Dec 2026.',
      plan: 'Pro',
      planExpiresAt: end,
    });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: end });
    const limits = json<{ plan: string; usage: { chat: { limit: number } } }>(
      await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } }),
    );
    expect(limits.plan).toBe('Pro');
    expect(limits.usage.chat.limit).toBeGreaterThan(25);

    clock = new Date('2026-12-01T10:00:00.000Z');
    const renewal = await payInTestMode(ctx.app, cookie, 'Pro');
    const renewed = json<{ planExpiresAt: string }>(await verify(ctx.app, cookie, { ...renewal, planName: 'Pro' }));
    expect(renewed.planExpiresAt).toBe(new Date(new Date(end).getTime() + 30 * DAY).toISOString());
  });

  it('puts the user back on Free once the plan has ended, without a scheduler', async () => {
    clock = new Date('2026-11-21T10:00:00.000Z');
    const { cookie } = await signUp(ctx.app);
    const paid = await payInTestMode(ctx.app, cookie, 'Institution');
    expect((await verify(ctx.app, cookie, { ...paid, planName: 'Institution' })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 364 * DAY);
    expect((await currentUser(ctx.app, cookie)).plan).toBe('Institution');
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null });
    const limits = json<{ plan: string }>(await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } }));
    expect(limits.plan).toBe('Free');
  });

  it('activates a replayed payment once, and refuses a second payment for a paid order', async () => {
    clock = new Date('2026-11-21T10:00:00.000Z');
    const { cookie } = await signUp(ctx.app);
    const paid = await payInTestMode(ctx.app, cookie, 'Premium');
    const first = json<{ planExpiresAt: string }>(await verify(ctx.app, cookie, { ...paid, planName: 'Premium' }));
    clock = new Date(clock.getTime() + DAY);
    const again = await verify(ctx.app, cookie, { ...paid, planName: 'Premium' });
    expect(again.statusCode).toBe(200);
    expect(json<{ planExpiresAt: string }>(again).planExpiresAt).toBe(first.planExpiresAt);
    const other = await verify(ctx.app, cookie, { ...paid, razorpay_payment_id: 'pay_other', planName: 'Premium' });
    expect(other.statusCode).toBe(400);
  });

  it('changes nothing for a tampered signature, a mismatched plan or another user’s order', async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const paid = await payInTestMode(ctx.app, owner.cookie, 'Pro');
    const tampered = `${paid.razorpay_signature.slice(0, -1)}${paid.razorpay_signature.endsWith('0') ? '1' : '0'}`;

    const bad = await verify(ctx.app, owner.cookie, { ...paid, razorpay_signature: tampered, planName: 'Pro' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('The payment could not be verified: its signature does not match. No plan was changed.');
    const mismatch = await verify(ctx.app, owner.cookie, { ...paid, planName: 'Institution' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).message).toBe('This payment was made for a different plan. Please start the upgrade again.');
    const theirs = await verify(ctx.app, stranger.cookie, { ...paid, planName: 'Pro' });
    expect(theirs.statusCode).toBe(404);
    const theirPay = await request(ctx.app, {
      method: 'POST',
      url: '/api/test-checkout/pay',
      headers: { cookie: stranger.cookie },
      payload: { orderId: paid.razorpay_order_id },
    });
    expect(theirPay.statusCode).toBe(404);

    expect((await currentUser(ctx.app, owner.cookie)).plan).toBe('Free');
    expect((await currentUser(ctx.app, stranger.cookie)).plan).toBe('Free');
    const [order] = await ctx.database.db.select().from(paymentOrder);
    expect(order).toMatchObject({ status: 'created', paymentId: null });
  });

  it('activates Free directly, and never cuts a paid plan short', async () => {
    clock = new Date('2026-11-21T10:00:00.000Z');
    const { cookie } = await signUp(ctx.app);
    const response = await createOrder(ctx.app, cookie, 'Free');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Your plan is now Free.' });
    const paid = await payInTestMode(ctx.app, cookie, 'Pro');
    await verify(ctx.app, cookie, { ...paid, planName: 'Pro' });
    const later = await createOrder(ctx.app, cookie, 'Free');
    expect(json(later)).toEqual({
      success: true,
      message: 'Your plan changes to Free on 21 Dec 2026, when what you paid for ends. Until then nothing changes.',
    });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({
      plan: 'Pro',
      planExpiresAt: new Date(clock.getTime() + 30 * DAY).toISOString(),
    });
  });

  it('lists the user’s own payments in the billing view', async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const paid = await payInTestMode(ctx.app, owner.cookie, 'Pro');
    await verify(ctx.app, owner.cookie, { ...paid, planName: 'Pro' });
    const billing = json<{ plan: string; payments: Record<string, unknown>[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/billing', headers: { cookie: owner.cookie } }),
    );
    expect(billing.plan).toBe('Pro');
    expect(billing.payments).toEqual([
      expect.objectContaining({
        orderId: paid.razorpay_order_id,
        plan: 'Pro',
        amount: 59_900,
        status: 'paid',
        paymentId: paid.razorpay_payment_id,
      }),
    ]);
    const theirs = json<{ payments: unknown[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/billing', headers: { cookie: stranger.cookie } }),
    );
    expect(theirs.payments).toEqual([]);
  });

  it('refuses an unknown plan and a missing field with 400', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await createOrder(ctx.app, cookie, 'Gold')).statusCode).toBe(400);
    expect((await verify(ctx.app, cookie, { planName: 'Pro' })).statusCode).toBe(400);
  });
});
