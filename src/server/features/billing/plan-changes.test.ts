import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../../db/schema';
import { planOf } from '../../storage/usage-repo';
import { request, signUp, useTestApp } from '../../test/test-app';
import { createOrder, currentUser, json } from './billing-test-support';
import { startFakeRazorpay } from './fake-razorpay';
import { planChanges, RAZORPAY } from './plan-change-test-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 11, 1, 10);
const day = (n: number) => new Date(START + n * DAY);
const iso = (n: number) => day(n).toISOString();

let clock = day(0);
const fake = await startFakeRazorpay(RAZORPAY.RAZORPAY_KEY_ID, RAZORPAY.RAZORPAY_KEY_SECRET);
afterAll(() => fake.close());
const ctx = useTestApp({ ...RAZORPAY, RAZORPAY_API_BASE_URL: fake.baseUrl }, { now: () => clock });
const plans = planChanges(() => ctx.app);

beforeEach(() => {
  clock = day(0);
});

describe('Activate Free while a paid plan runs', () => {
  it('keeps the paid plan to its end, says when Free starts, and shows the choice', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Pro');
    clock = day(3);
    const answer = await plans.chooseFree(cookie);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({
      success: true,
      message: 'Your plan changes to Free on 31 Dec 2026, when what you paid for ends. Until then nothing changes.',
    });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(30) });
    expect(await plans.billing(cookie)).toMatchObject({
      plan: 'Pro',
      planExpiresAt: iso(30),
      next: { plan: 'Free', startsAt: iso(30), endsAt: null },
      freeFrom: iso(30),
      freeChosen: true,
    });
    expect(await plans.limitsPlan(cookie)).toBe('Pro');

    clock = day(30);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null });
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Free', next: null, freeFrom: null, freeChosen: false });
  });

  it('is undone by paying for the plan again, which extends it', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Pro');
    await plans.chooseFree(cookie);
    clock = day(10);
    const renewal = await plans.pay(cookie, 'Pro');
    expect(renewal.answer.planExpiresAt).toBe(iso(60));
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Pro', freeChosen: false, freeFrom: iso(60) });
  });

  it('on Free, activates Free at once', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(json(await plans.chooseFree(cookie))).toEqual({ success: true, message: 'Your plan is now Free.' });
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null, next: null, freeChosen: false });
  });
});

describe('paying for another plan while one runs', () => {
  it('queues a lower plan to start when the higher one ends', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Premium');
    clock = day(5);
    const pro = await plans.pay(cookie, 'Pro');
    expect(pro.answer).toEqual({
      message: 'Payment verified. Your Pro plan starts on 31 Dec 2026, when your Premium plan ends, and runs until 30 Jan 2027.',
      plan: 'Premium',
      planExpiresAt: iso(30),
    });
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Premium', planExpiresAt: iso(30) });
    expect(await plans.limitsPlan(cookie)).toBe('Premium');
    expect(await plans.billing(cookie)).toMatchObject({
      plan: 'Premium',
      planExpiresAt: iso(30),
      next: { plan: 'Pro', startsAt: iso(30), endsAt: iso(60) },
      freeFrom: iso(60),
    });
    // Buying it again lengthens the queued plan.
    await plans.pay(cookie, 'Pro');
    expect((await plans.billing(cookie)).next).toEqual({ plan: 'Pro', startsAt: iso(30), endsAt: iso(90) });
  });

  it('starts a higher plan now with the unused days of the lower one credited in proportion to price', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Pro');
    clock = day(10);
    const premium = await plans.pay(cookie, 'Premium');
    // 20 unused days of Pro (₹599 / 30 days) = 480 × 599 / 999 = 287.8 → 287 hours of Premium (₹999 / 30 days).
    const end = new Date(day(40).getTime() + 287 * HOUR).toISOString();
    expect(end).toBe('2027-01-22T09:00:00.000Z');
    expect(premium.answer).toEqual({
      message: 'Payment verified. Your Premium plan is active until 22 Jan 2027.',
      plan: 'Premium',
      planExpiresAt: end,
    });
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Premium', planExpiresAt: end, next: { plan: 'Free', startsAt: end } });
    expect(await plans.limitsPlan(cookie)).toBe('Premium');

    // Premium to Institution ten days later: 767 unused hours of Premium (20 days and the credit) at
    // ₹4,999 / 365 days are 767 × 999 × 365 / (4,999 × 30) = 1,864.9 → 1,864 hours of Institution.
    clock = day(20);
    const institution = await plans.pay(cookie, 'Institution');
    expect(institution.answer.planExpiresAt).toBe(new Date(day(20 + 365).getTime() + 1864 * HOUR).toISOString());
  });

  it('extends the same plan from its end', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Pro');
    clock = day(10);
    expect((await plans.pay(cookie, 'Pro')).answer.planExpiresAt).toBe(iso(60));
  });

  it('rolls over to the queued plan at the end, on read, then to Free', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Premium');
    clock = day(5);
    await plans.pay(cookie, 'Pro');
    clock = new Date(day(30).getTime() + HOUR);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(60) });
    expect(await plans.limitsPlan(cookie)).toBe('Pro');
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(60), next: { plan: 'Free', startsAt: iso(60) } });
    // A payment after the hand-over counts from the schedule as it is now: Pro again extends the Pro that started.
    clock = day(40);
    expect((await plans.pay(cookie, 'Pro')).answer.planExpiresAt).toBe(iso(90));
    clock = day(90);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null });
    expect(await plans.limitsPlan(cookie)).toBe('Free');
  });
});

describe('the storage quota’s plan, read in SQL by the database’s clock', () => {
  it('is the queued plan once the current one has ended, then Free', async () => {
    const { email } = await signUp(ctx.app);
    const set = (expiresAt: Date) =>
      ctx.database.db
        .update(userTable)
        .set({ plan: 'Premium', planExpiresAt: expiresAt, nextPlan: 'Pro', nextPlanHours: 720 })
        .where(eq(userTable.email, email));
    const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
    await set(new Date(Date.now() + HOUR));
    expect(await planOf(ctx.database.db, row!.id)).toBe('Premium');
    await set(new Date(Date.now() - HOUR));
    expect(await planOf(ctx.database.db, row!.id)).toBe('Pro');
    await set(new Date(Date.now() - 31 * DAY));
    expect(await planOf(ctx.database.db, row!.id)).toBe('Free');
  });
});

describe('refunds', () => {
  it('end a queued plan, and leave the plan running', async () => {
    const { cookie } = await signUp(ctx.app);
    await plans.pay(cookie, 'Premium');
    clock = day(5);
    const pro = await plans.pay(cookie, 'Pro');
    clock = day(6);
    await plans.refund(pro);
    const billing = await plans.billing(cookie);
    expect(billing).toMatchObject({
      plan: 'Premium',
      planExpiresAt: iso(30),
      next: { plan: 'Free', startsAt: iso(30) },
      freeFrom: iso(30),
    });
    expect(billing.payments.map((payment) => [payment.plan, payment.status])).toEqual([
      ['Pro', 'refunded'],
      ['Premium', 'paid'],
    ]);
    clock = day(31);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Free' });
  });

  it('of the running plan start the queued plan now, whole', async () => {
    const { cookie } = await signUp(ctx.app);
    const premium = await plans.pay(cookie, 'Premium');
    clock = day(5);
    await plans.pay(cookie, 'Pro');
    clock = day(12);
    await plans.refund(premium);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(42) });
    expect(await plans.billing(cookie)).toMatchObject({ plan: 'Pro', next: { plan: 'Free', startsAt: iso(42) } });
  });

  it('of a lower plan take back the days its unused time added to a higher one', async () => {
    const { cookie } = await signUp(ctx.app);
    const pro = await plans.pay(cookie, 'Pro');
    clock = day(10);
    await plans.pay(cookie, 'Premium');
    clock = day(12);
    await plans.refund(pro);
    expect(await currentUser(ctx.app, cookie)).toMatchObject({ plan: 'Premium', planExpiresAt: iso(40) });
  });
});

describe('a plan granted without an end date', () => {
  it('is not sold again, and does not change to Free by itself', async () => {
    const { cookie, email } = await signUp(ctx.app);
    await ctx.database.db.update(userTable).set({ plan: 'Pro', planExpiresAt: null }).where(eq(userTable.email, email));
    ctx.sessionCache.clear();
    const again = await createOrder(ctx.app, cookie, 'Pro');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(
      'Your plan has no end date and includes Pro, so there is nothing to pay for. Choose a higher plan, or ask your administrator.',
    );
    const free = await plans.chooseFree(cookie);
    expect(free.statusCode).toBe(409);
    expect(json(free).message).toBe(
      'Your Pro plan has no end date, so it does not change to Free by itself. Please ask your administrator.',
    );
    // A higher plan starts now; the granted one waits behind it, still without an end.
    await plans.pay(cookie, 'Premium');
    expect(await plans.billing(cookie)).toMatchObject({
      plan: 'Premium',
      planExpiresAt: iso(30),
      next: { plan: 'Pro', startsAt: iso(30), endsAt: null },
      freeFrom: null,
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes what comes next in GET /api/billing, and the 409 of an order that buys nothing', async () => {
    const doc = json<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: { properties?: object } }> }> }>
      >;
    }>(await request(ctx.app, { method: 'GET', url: '/api/docs' }));
    const billing = doc.paths['/api/billing']!.get!.responses['200']!.content['application/json']!.schema;
    expect(Object.keys(billing.properties ?? {})).toEqual(
      expect.arrayContaining(['plan', 'planExpiresAt', 'next', 'freeFrom', 'freeChosen', 'payments']),
    );
    expect(Object.keys(doc.paths['/api/create-order']!.post!.responses)).toContain('409');
  });
});
