import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS, upgradeOffers } from './pricing';

describe('upgrade offers', () => {
  it('offers Pro, Premium and Institution to a Free user', () => {
    expect(upgradeOffers('Free')).toEqual(['Pro', 'Premium', 'Institution']);
  });
  it('offers Premium and Institution to a Pro user', () => {
    expect(upgradeOffers('Pro')).toEqual(['Premium', 'Institution']);
  });
  it('offers only Institution to a Premium user', () => {
    expect(upgradeOffers('Premium')).toEqual(['Institution']);
  });
  it('offers nothing to an Institution user', () => {
    expect(upgradeOffers('Institution')).toEqual([]);
  });
});

describe('prices', () => {
  it('shows each plan in rupees with its period', () => {
    expect(PLANS.map(formatPrice)).toEqual(['Forever free', '₹599/month', '₹999/month', '₹4,999/year']);
  });
  it('marks only Pro as popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Pro']);
  });
});
