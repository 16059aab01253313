import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type PostgresHandle, fromPostgres } from '../../db/client';
import { signUp, testConfig, useTestApp } from '../../test/test-app';
import { verify } from './billing-test-support';
import { startFakeRazorpay } from './fake-razorpay';
import { checkedOut, planChanges, RAZORPAY } from './plan-change-test-support';

// Runs only in the PostgreSQL project: two server instances on one database, as behind a load balancer.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 11, 1, 10);
const day = (n: number) => new Date(START + n * DAY);
const iso = (n: number) => day(n).toISOString();

let clock = day(0);
const fake = await startFakeRazorpay(RAZORPAY.RAZORPAY_KEY_ID, RAZORPAY.RAZORPAY_KEY_SECRET);
const overrides = { ...RAZORPAY, RAZORPAY_API_BASE_URL: fake.baseUrl };
const ctx = useTestApp(overrides, { now: () => clock });
let second: { app: FastifyInstance; database: PostgresHandle };
const first = planChanges(() => ctx.app);
const other = planChanges(() => second.app);

beforeAll(async () => {
  const url = (ctx.database as PostgresHandle).pool.options.connectionString!;
  const database = fromPostgres(url, 4);
  second = { app: await buildApp({ config: testConfig(overrides), database, logger: false, now: () => clock }), database };
  await second.app.ready();
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await fake.close();
});

beforeEach(() => {
  clock = day(0);
});

describe('plan changes on PostgreSQL, across two server instances', () => {
  it('keeps a paid plan to its end after Activate Free, and queues a lower plan, whichever instance answers', async () => {
    const { cookie } = await signUp(ctx.app);
    await first.pay(cookie, 'Premium');
    clock = day(2);
    expect((await other.chooseFree(cookie)).statusCode).toBe(200);
    expect(await first.billing(cookie)).toMatchObject({ plan: 'Premium', planExpiresAt: iso(30), freeChosen: true, freeFrom: iso(30) });
    clock = day(5);
    await other.pay(cookie, 'Pro');
    expect(await first.billing(cookie)).toMatchObject({
      plan: 'Premium',
      next: { plan: 'Pro', startsAt: iso(30), endsAt: iso(60) },
      freeChosen: false,
    });
    clock = day(31);
    expect(await other.billing(cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(60) });
    // The instance that took the payment forgot its cached user; the other one may serve its own for
    // up to the session cache's few seconds (decision 030), so it is asked after clearing it.
    expect(await other.limitsPlan(cookie)).toBe('Pro');
    ctx.sessionCache.clear();
    expect(await first.limitsPlan(cookie)).toBe('Pro');
  });

  it('credits unused days exactly and extends the same plan', async () => {
    const { cookie } = await signUp(ctx.app);
    await first.pay(cookie, 'Pro');
    clock = day(10);
    // 480 unused hours of Pro are 287 hours of Premium.
    expect((await other.pay(cookie, 'Premium')).answer.planExpiresAt).toBe(new Date(day(40).getTime() + 287 * HOUR).toISOString());
    clock = day(11);
    expect((await first.pay(cookie, 'Premium')).answer.planExpiresAt).toBe(new Date(day(70).getTime() + 287 * HOUR).toISOString());
  });

  it('loses nothing when a higher and a lower plan are paid at the same moment on two instances', async () => {
    const { cookie } = await signUp(ctx.app);
    await first.pay(cookie, 'Premium');
    clock = day(10);
    const pro = await checkedOut(ctx.app, cookie, 'Pro');
    const institution = await checkedOut(second.app, cookie, 'Institution');
    const answers = await Promise.all([verify(ctx.app, cookie, pro.body), verify(second.app, cookie, institution.body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Either order gives the same: Institution now with 20 days of Premium credited, then Pro's 30 days.
    const end = new Date(day(10 + 365).getTime() + 1167 * HOUR).toISOString();
    expect(await first.billing(cookie)).toMatchObject({
      plan: 'Institution',
      planExpiresAt: end,
      next: { plan: 'Pro', startsAt: end, endsAt: new Date(new Date(end).getTime() + 30 * DAY).toISOString() },
    });
  });

  it('ends a refunded queued plan, and starts it whole when the running plan is refunded', async () => {
    const { cookie } = await signUp(ctx.app);
    const premium = await first.pay(cookie, 'Premium');
    clock = day(5);
    const pro = await other.pay(cookie, 'Pro');
    const again = await first.pay(cookie, 'Pro');
    expect((await first.billing(cookie)).next).toEqual({ plan: 'Pro', startsAt: iso(30), endsAt: iso(90) });
    clock = day(6);
    await other.refund(pro);
    expect((await first.billing(cookie)).next).toEqual({ plan: 'Pro', startsAt: iso(30), endsAt: iso(60) });
    clock = day(12);
    await first.refund(premium);
    expect(await other.billing(cookie)).toMatchObject({ plan: 'Pro', planExpiresAt: iso(42), next: { plan: 'Free', startsAt: iso(42) } });
    await other.refund(again);
    expect(await first.billing(cookie)).toMatchObject({ plan: 'Free', planExpiresAt: null, next: null });
  });
});
