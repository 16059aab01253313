import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS, upgradeOffers } from './pricing';
import { STORAGE_QUOTAS } from './storage-quotas';

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

describe('what the cards promise', () => {
  const features = (name: string) => PLANS.find((plan) => plan.name === name)!.features;

  it('states the notes quota the server keeps, not unlimited notes', () => {
    const { notes } = STORAGE_QUOTAS.Free;
    expect(features('Free')).toContain(`Keeps up to ${notes.count.toLocaleString('en-IN')} notes (200 MB), with text export`);
    expect(PLANS.flatMap((plan) => plan.features).join(' ')).not.toMatch(/unlimited/i);
  });

  it('sells no tool Free already has: uploads and the voice tutor are on every plan', () => {
    expect(features('Free').join(' ')).toMatch(/voice input and the voice tutor/);
    for (const name of ['Pro', 'Premium', 'Institution']) expect(features(name).join(' ')).not.toMatch(/upload|voice|read-aloud/i);
  });

  it('states how much more a paid plan keeps, from the same quotas', () => {
    expect(features('Pro')).toContain(
      `Keeps ${STORAGE_QUOTAS.Pro.summaries.count / STORAGE_QUOTAS.Free.summaries.count}× the study plans, summaries, doubts and cards of Free`,
    );
    expect(features('Institution')).toContain('Keeps 20× the study plans, summaries, doubts and cards of Free');
  });
});
