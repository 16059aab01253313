import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app';
import { purgeBefore } from './repo';
import { limits, summarize } from './usage-test-support';

// India is UTC+5:30 with no daylight saving: its midnight is 18:30 UTC.
let clock = new Date('2026-03-14T18:29:00Z');
const ctx = useTestApp({ USAGE_TIMEZONE: 'Asia/Kolkata' }, { now: () => clock });

describe('the usage day in USAGE_TIMEZONE', () => {
  it('ends at midnight in that zone: used up at 23:59 IST (18:29 UTC), fresh at 00:01 IST (18:31 UTC)', async () => {
    clock = new Date('2026-03-14T18:29:00Z');
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 15; i += 1) expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);

    const refused = await summarize(ctx.app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/resets at midnight \(12:00 AM GMT\+5:30\), in 1 minute\./);
    expect((await limits(ctx.app, cookie)).body).toMatchObject({
      resetsAt: '2026-03-14T18:30:00.000Z',
      usage: { generations: { used: 15, limit: 15 } },
    });

    clock = new Date('2026-03-14T18:31:00Z');
    expect((await limits(ctx.app, cookie)).body).toMatchObject({
      resetsAt: '2026-03-15T18:30:00.000Z',
      usage: { generations: { used: 0, limit: 15 } },
    });
    expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
    expect((await limits(ctx.app, cookie)).body.usage.generations.used).toBe(1);
  });

  it('says how many hours are left before the reset', async () => {
    clock = new Date('2026-03-14T13:00:00Z'); // 18:30 IST: five and a half hours to midnight
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 15; i += 1) await summarize(ctx.app, cookie);
    expect((await summarize(ctx.app, cookie)).json().message).toMatch(/12:00 AM GMT\+5:30\), in 6 hours\./);
  });

  it("purges counters older than two days and keeps yesterday's", async () => {
    const { cookie } = await signUp(ctx.app);
    for (const day of ['2026-03-10', '2026-03-12', '2026-03-13', '2026-03-14']) {
      clock = new Date(`${day}T12:00:00Z`);
      expect((await summarize(ctx.app, cookie)).statusCode).toBe(200);
    }
    expect(await purgeBefore(ctx.database.db, clock, 'Asia/Kolkata')).toBe(1);
    const rows = await ctx.database.db.query.usageCounter.findMany({ columns: { day: true }, orderBy: (t, { asc }) => asc(t.day) });
    expect(rows.map((row) => row.day)).toEqual(['2026-03-12', '2026-03-13', '2026-03-14']);
  });
});
