import { describe, expect, it } from 'vitest';
import { intervalLabel } from './flashcards';
import { isTimeZone, lastLocalDates, localDate, localMidnightAfter } from './local-day';

describe('local days', () => {
  it('names the date a clock in the zone shows', () => {
    const at = new Date('2026-03-10T20:00:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-03-10');
    expect(localDate(at, 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2026-03-10');
  });

  it("finds the zone's next midnight, across a daylight-saving change", () => {
    expect(localMidnightAfter(new Date('2026-03-10T20:00:00Z'), 'Asia/Kolkata', 1).toISOString()).toBe('2026-03-11T18:30:00.000Z');
    // New York moves to UTC-4 on 8 March 2026: midnight on the 8th is still UTC-5, on the 9th UTC-4.
    expect(localMidnightAfter(new Date('2026-03-07T18:00:00Z'), 'America/New_York', 1).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localMidnightAfter(new Date('2026-03-08T18:00:00Z'), 'America/New_York', 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localMidnightAfter(new Date('2026-03-10T20:00:00Z'), 'UTC', -29).toISOString()).toBe('2026-02-09T00:00:00.000Z');
  });

  it('lists the last days ending today, and tells real zones from made-up ones', () => {
    expect(lastLocalDates(new Date('2026-03-01T12:00:00Z'), 'UTC', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('interval labels', () => {
  it.each([
    [30_000, '1 min'],
    [10 * 60_000, '10 min'],
    [5 * 3_600_000, '5 h'],
    [3 * 86_400_000, '3 d'],
    [65 * 86_400_000, '2 mo'],
    [548 * 86_400_000, '1.5 y'],
  ])('words %i ms as %s', (ms, label) => expect(intervalLabel(ms)).toBe(label));
});
