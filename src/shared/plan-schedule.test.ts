import { describe, expect, it } from 'vitest';
import {
  afterPayment,
  convertedHours,
  FREE_SCHEDULE,
  freeFrom,
  HOUR_MS,
  nextStep,
  nothingToBuy,
  type PlanSchedule,
  settle,
} from './plan-schedule';

const DAY = 24 * HOUR_MS;
const start = Date.UTC(2026, 11, 1, 10);
const day = (n: number) => new Date(start + n * DAY);
const schedule = (
  plan: PlanSchedule['plan'],
  expiresAt: Date | null,
  next: Pick<PlanSchedule, 'nextPlan' | 'nextPlanHours'> = { nextPlan: null, nextPlanHours: null },
) => ({
  plan,
  expiresAt,
  ...next,
});

describe('credit for unused days, in proportion to price', () => {
  it('converts by price per day of each term and rounds down to the hour', () => {
    // 20 days of Pro (₹599 / 30 days) are worth 480 × 599/999 = 287.8 hours of Premium (₹999 / 30 days).
    expect(convertedHours(20 * DAY, 'Pro', 'Premium')).toBe(287);
    // Institution costs less a day (₹4,999 / 365 days), so the same days buy more of it.
    expect(convertedHours(20 * DAY, 'Pro', 'Institution')).toBe(699);
    expect(convertedHours(10 * DAY, 'Premium', 'Institution')).toBe(583);
    expect(convertedHours(0, 'Pro', 'Premium')).toBe(0);
    expect(convertedHours(-DAY, 'Pro', 'Premium')).toBe(0);
  });
});

describe('a payment', () => {
  it('starts a plan now when on Free, and the same plan again extends it from its end', () => {
    const pro = afterPayment(FREE_SCHEDULE, 'Pro', day(0));
    expect(pro).toEqual(schedule('Pro', day(30)));
    expect(afterPayment(pro, 'Pro', day(10))).toEqual(schedule('Pro', day(60)));
  });

  it('queues a lower plan behind a higher one, and buying it again lengthens the queued plan', () => {
    const premium = schedule('Premium', day(30));
    const queued = afterPayment(premium, 'Pro', day(5));
    expect(queued).toEqual(schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: 720 }));
    expect(afterPayment(queued, 'Pro', day(6))).toEqual(schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: 1440 }));
    expect(nextStep(queued)).toEqual({ plan: 'Pro', startsAt: day(30), endsAt: day(60) });
    expect(freeFrom(queued)).toEqual(day(60));
  });

  it('starts a higher plan now with the unused days of the lower one as extra hours', () => {
    const upgraded = afterPayment(schedule('Pro', day(30)), 'Premium', day(10));
    expect(upgraded).toEqual(schedule('Premium', new Date(day(40).getTime() + 287 * HOUR_MS)));
  });

  it('keeps a queued plan queued through an upgrade and a renewal', () => {
    const withQueue = schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: 720 });
    const upgraded = afterPayment(withQueue, 'Institution', day(20));
    expect(upgraded).toEqual(
      schedule('Institution', new Date(day(385).getTime() + 583 * HOUR_MS), { nextPlan: 'Pro', nextPlanHours: 720 }),
    );
    expect(afterPayment(withQueue, 'Premium', day(20))).toEqual(schedule('Premium', day(60), { nextPlan: 'Pro', nextPlanHours: 720 }));
  });

  it('merges two different lower plans into the higher one, worth both', () => {
    const institution = schedule('Institution', day(365), { nextPlan: 'Pro', nextPlanHours: 720 });
    // 720 hours of Pro are worth 431 hours of Premium.
    expect(afterPayment(institution, 'Premium', day(1))).toEqual(
      schedule('Institution', day(365), { nextPlan: 'Premium', nextPlanHours: 720 + 431 }),
    );
  });

  it('counts from what the schedule is at the time of the payment', () => {
    // Premium ended on day 30 and the queued Pro runs to day 60: Pro again on day 40 extends that.
    const rolled = afterPayment(schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: 720 }), 'Pro', day(40));
    expect(rolled).toEqual(schedule('Pro', day(90)));
    // Everything over: a fresh term from now.
    expect(afterPayment(schedule('Premium', day(30)), 'Pro', day(40))).toEqual(schedule('Pro', day(70)));
  });

  it('puts a plan granted without an end behind a higher one, and refuses to sell what it covers', () => {
    const granted = schedule('Pro', null);
    expect(nothingToBuy(granted, 'Pro', day(0))).toBe(true);
    expect(nothingToBuy(granted, 'Premium', day(0))).toBe(false);
    const upgraded = afterPayment(granted, 'Premium', day(0));
    expect(upgraded).toEqual(schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: null }));
    expect(nothingToBuy(upgraded, 'Pro', day(1))).toBe(true);
    expect(settle(upgraded, day(31))).toEqual(schedule('Pro', null));
  });
});

describe('reading the schedule', () => {
  it('hands over to the queued plan at the end of the current one, then to Free', () => {
    const queued = schedule('Premium', day(30), { nextPlan: 'Pro', nextPlanHours: 720 });
    expect(settle(queued, day(29))).toEqual(queued);
    expect(settle(queued, day(30))).toEqual(schedule('Pro', day(60)));
    expect(settle(queued, day(59))).toEqual(schedule('Pro', day(60)));
    expect(settle(queued, day(60))).toEqual(FREE_SCHEDULE);
  });

  it('says Free comes next after a plan with an end, and nothing after Free or a plan without one', () => {
    expect(nextStep(schedule('Pro', day(30)))).toEqual({ plan: 'Free', startsAt: day(30), endsAt: null });
    expect(nextStep(FREE_SCHEDULE)).toBeNull();
    expect(nextStep(schedule('Pro', null))).toBeNull();
  });
});
