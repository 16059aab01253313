import { describe, expect, it } from 'vitest';
import { planAfterRefund } from './billing';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * DAY);

describe('the plan after a refund', () => {
  it('is Free when the refunded payment was the only one behind the plan', () => {
    expect(planAfterRefund({ plan: 'Pro', expiresAt: day(30) }, { plan: 'Pro', paidAt: day(0) }, [], day(5))).toEqual({
      plan: 'Free',
      expiresAt: null,
    });
  });

  it('keeps the days of the payments still standing', () => {
    // Paid on day 0 and renewed on day 10: the plan ran to day 60.
    const current = { plan: 'Pro' as const, expiresAt: day(60) };
    // The renewal refunded: back to day 30.
    expect(planAfterRefund(current, { plan: 'Pro', paidAt: day(10) }, [], day(12))).toEqual({ plan: 'Pro', expiresAt: day(30) });
    // The first payment refunded: the renewal alone would have run from day 10 to day 40.
    expect(planAfterRefund(current, { plan: 'Pro', paidAt: day(0) }, [{ plan: 'Pro', paidAt: day(10) }], day(12))).toEqual({
      plan: 'Pro',
      expiresAt: day(40),
    });
  });

  it('leaves a plan the refunded payment no longer paid for', () => {
    // Pro on day 0, Premium from day 5: refunding the Pro payment leaves Premium alone.
    const premium = { plan: 'Premium' as const, expiresAt: day(35) };
    expect(planAfterRefund(premium, { plan: 'Pro', paidAt: day(0) }, [{ plan: 'Premium', paidAt: day(5) }], day(6))).toEqual(premium);
    // Pro on day 0, Premium on day 5, Pro again from day 20 (a new term): it keeps its end.
    const proAgain = { plan: 'Pro' as const, expiresAt: day(50) };
    const later = [
      { plan: 'Premium' as const, paidAt: day(5) },
      { plan: 'Pro' as const, paidAt: day(20) },
    ];
    expect(planAfterRefund(proAgain, { plan: 'Pro', paidAt: day(0) }, later, day(21))).toEqual(proAgain);
    // An ended plan stays ended.
    const ended = { plan: 'Pro' as const, expiresAt: day(30) };
    expect(planAfterRefund(ended, { plan: 'Pro', paidAt: day(0) }, [], day(40))).toEqual(ended);
  });
});
