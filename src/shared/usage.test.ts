import { describe, expect, it } from 'vitest';
import { PLANS } from './pricing';
import { DAILY_LIMITS, LIMIT_REACHED_TEXT, limitReachedMessage, timeUntil, usageLeftText } from './usage';

describe('daily limits (one table)', () => {
  it('allows chat messages, doubts, generations and uploads a day per plan', () => {
    expect(DAILY_LIMITS).toEqual({
      Free: { chat: 25, doubts: 10, generations: 15, uploads: 30 },
      Pro: { chat: 200, doubts: 60, generations: 100, uploads: 150 },
      Premium: { chat: 1000, doubts: 300, generations: 500, uploads: 500 },
      Institution: { chat: 5000, doubts: 2000, generations: 2000, uploads: 2000 },
    });
  });

  it('is what the pricing cards state', () => {
    const free = PLANS.find((plan) => plan.name === 'Free')!;
    expect(free.features.slice(0, 3)).toEqual([
      '25 AI tutor messages a day',
      '10 step-by-step doubts a day',
      '15 AI generations a day: summaries, quizzes, plans and more',
    ]);
    const institution = PLANS.find((plan) => plan.name === 'Institution')!;
    expect(institution.features.slice(0, 3).map((line) => line.split(' ')[0])).toEqual(['5,000', '2,000', '2,000']);
  });
});

describe('the limit-reached message', () => {
  const base = {
    kind: 'doubts',
    plan: 'Free',
    limit: 10,
    now: new Date('2026-03-14T13:00:00Z'),
    resetsAt: new Date('2026-03-14T18:30:00Z'),
    timeZone: 'Asia/Kolkata',
    canUpgrade: true,
  } as const;

  it('carries the text the client matches, the reset and the way to a higher limit', () => {
    const message = limitReachedMessage(base);
    expect(message.startsWith(LIMIT_REACHED_TEXT)).toBe(true);
    expect(message).toBe(
      'API limit reached: you have used all 10 doubt solutions of the Free plan for today. ' +
        'The limit resets at midnight (12:00 AM GMT+5:30), in 6 hours. Upgrade to a higher plan for a higher daily limit.',
    );
  });

  it('offers no upgrade on the highest plan', () => {
    expect(limitReachedMessage({ ...base, plan: 'Institution', canUpgrade: false })).not.toContain('Upgrade');
  });

  it('counts minutes in the last hour', () => {
    const at = new Date('2026-03-14T18:00:00Z');
    expect(timeUntil(at, new Date('2026-03-14T18:01:00Z'))).toBe('in 1 minute');
    expect(timeUntil(at, new Date('2026-03-14T18:45:00Z'))).toBe('in 45 minutes');
    expect(timeUntil(at, new Date('2026-03-14T19:00:00Z'))).toBe('in 1 hour');
    expect(timeUntil(at, new Date('2026-03-15T18:00:00Z'))).toBe('in 24 hours');
  });
});

describe('usageLeftText', () => {
  it('says what is left, never below nothing', () => {
    expect(usageLeftText({ used: 3, limit: 15 })).toBe('12 of 15 left');
    expect(usageLeftText({ used: 16, limit: 15 })).toBe('0 of 15 left');
    expect(usageLeftText({ used: 0, limit: 5000 })).toBe('5,000 of 5,000 left');
  });
});
