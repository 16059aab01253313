import { describe, expect, it } from 'vitest';
import { type BillingState, planCardAction } from './plan-card';
import { PLAN_NAMES } from './pricing';

const end = '2026-12-31T10:00:00.000Z';
const later = '2027-01-30T10:00:00.000Z';
const free: BillingState = { plan: 'Free', planExpiresAt: null, next: null, freeFrom: null, freeChosen: false };
const premium: BillingState = {
  plan: 'Premium',
  planExpiresAt: end,
  next: { plan: 'Free', startsAt: end, endsAt: null },
  freeFrom: end,
  freeChosen: false,
};
const actions = (state: BillingState) => PLAN_NAMES.map((card) => planCardAction(card, state));

describe('the pricing cards of a signed-in student', () => {
  it('on Free: Free is current, every paid plan an upgrade', () => {
    expect(actions(free)).toEqual([
      { kind: 'current', renew: false },
      { kind: 'upgrade', from: 'Free' },
      { kind: 'upgrade', from: 'Free' },
      { kind: 'upgrade', from: 'Free' },
    ]);
  });

  it('on Premium: Free after confirming, Pro at the end of term, Premium renewable, Institution an upgrade', () => {
    expect(actions(premium)).toEqual([
      { kind: 'activate-free', on: end },
      { kind: 'switch-later', startsAt: end, from: 'Premium' },
      { kind: 'current', renew: true },
      { kind: 'upgrade', from: 'Premium' },
    ]);
  });

  it('says when Free starts once it is chosen, after any queued plan', () => {
    const queued: BillingState = { ...premium, next: { plan: 'Pro', startsAt: end, endsAt: later }, freeFrom: later, freeChosen: true };
    expect(planCardAction('Free', queued)).toEqual({ kind: 'free-chosen', on: later });
  });

  it('offers nothing a plan without an end date already covers', () => {
    const granted: BillingState = { plan: 'Premium', planExpiresAt: null, next: null, freeFrom: null, freeChosen: false };
    expect(actions(granted)).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'current', renew: false },
      { kind: 'upgrade', from: 'Premium' },
    ]);
  });
});
