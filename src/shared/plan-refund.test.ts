import { describe, expect, it } from 'vitest';
import { type PlanPayment, replay, scheduleAfterRefund } from './plan-refund';
import { FREE_SCHEDULE, HOUR_MS, type PlanSchedule } from './plan-schedule';

const DAY = 24 * HOUR_MS;
const start = Date.UTC(2026, 10, 1);
const day = (n: number) => new Date(start + n * DAY);
const pay = (orderId: string, plan: PlanPayment['plan'], on: number): PlanPayment => ({ orderId, plan, paidAt: day(on) });

/** The schedule the payments made, and the one after refunding `refunded` at `now`. */
function refund(payments: PlanPayment[], refunded: string, now: number, stored: PlanSchedule = replay(payments, day(now))) {
  return scheduleAfterRefund(
    stored,
    payments.find((p) => p.orderId === refunded)!,
    payments,
    day(now),
  );
}

describe('the plan after a full refund', () => {
  it('is Free when the refunded payment was the only one behind the plan', () => {
    expect(refund([pay('a', 'Pro', 0)], 'a', 5)).toEqual(FREE_SCHEDULE);
  });

  it('takes back a renewal’s days, and counts a renewal from its own date when the first payment goes', () => {
    const payments = [pay('a', 'Pro', 0), pay('b', 'Pro', 10)];
    expect(refund(payments, 'b', 12)).toMatchObject({ plan: 'Pro', expiresAt: day(30) });
    expect(refund(payments, 'a', 12)).toMatchObject({ plan: 'Pro', expiresAt: day(40) });
  });

  it('ends a queued plan and leaves the plan running', () => {
    const payments = [pay('premium', 'Premium', 0), pay('pro', 'Pro', 5)];
    expect(refund(payments, 'pro', 6)).toEqual({ plan: 'Premium', expiresAt: day(30), nextPlan: null, nextPlanHours: null });
  });

  it('starts the queued plan now, whole, when the plan running is refunded', () => {
    const payments = [pay('premium', 'Premium', 0), pay('pro', 'Pro', 5)];
    expect(refund(payments, 'premium', 12)).toEqual({ plan: 'Pro', expiresAt: day(42), nextPlan: null, nextPlanHours: null });
  });

  it('takes back the extra days a refunded plan’s unused time gave a higher plan', () => {
    // Pro on day 0, Premium on day 10 with 287 hours for 20 unused days of Pro.
    const payments = [pay('pro', 'Pro', 0), pay('premium', 'Premium', 10)];
    expect(replay(payments, day(12)).expiresAt).toEqual(new Date(day(40).getTime() + 287 * HOUR_MS));
    expect(refund(payments, 'pro', 12)).toMatchObject({ plan: 'Premium', expiresAt: day(40) });
    // Refunding the Premium gives the Pro its own days back, rather than 287 hours of Premium.
    expect(refund(payments, 'premium', 12)).toMatchObject({ plan: 'Pro', expiresAt: day(30) });
  });

  it('takes a queued plan merged into a higher one off by its worth', () => {
    const payments = [pay('inst', 'Institution', 0), pay('pro', 'Pro', 1), pay('premium', 'Premium', 2)];
    expect(replay(payments, day(3))).toMatchObject({ nextPlan: 'Premium', nextPlanHours: 720 + 431 });
    expect(refund(payments, 'pro', 3)).toMatchObject({ plan: 'Institution', nextPlan: 'Premium', nextPlanHours: 720 });
  });

  it('takes only its own days from a schedule changed by hand', () => {
    // An administrator set Pro to day 100: the refunded payment's 30 days come off that.
    const payments = [pay('a', 'Pro', 0)];
    const byHand: PlanSchedule = { plan: 'Pro', expiresAt: day(100), nextPlan: null, nextPlanHours: null };
    expect(refund(payments, 'a', 5, byHand)).toMatchObject({ plan: 'Pro', expiresAt: day(70) });
    // A plan the payment no longer pays for is left as it is.
    const other: PlanSchedule = { plan: 'Institution', expiresAt: day(100), nextPlan: null, nextPlanHours: null };
    expect(refund(payments, 'a', 5, other)).toEqual(other);
  });

  it('leaves an ended plan ended', () => {
    expect(refund([pay('a', 'Pro', 0)], 'a', 40)).toEqual(FREE_SCHEDULE);
  });
});
