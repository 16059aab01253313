import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audioClip } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { startClipPurge } from './clip-purge';
import { insertClip } from './repo';

const ctx = useTestApp();
const limits = { ttlHours: 24, bytesPerUser: 10_000 };
const silentLog = { warn: () => undefined };

async function userId() {
  const { response } = await signUp(ctx.app);
  return response.json<{ user: { id: string } }>().user.id;
}

const clip = (id: string, owner: string) => ({ id, userId: owner, mimeType: 'audio/wav', data: Buffer.alloc(10, 7), durationMs: 1_000 });
const clipIds = async () => (await ctx.database.db.select({ id: audioClip.id }).from(audioClip).orderBy(audioClip.id)).map((row) => row.id);

describe('the expired clip purge', () => {
  it('deletes an expired clip of a user who makes no new one, on a timer that keeps nothing alive, until stopped', async () => {
    const [gone, stays] = ['01900000-0000-7000-8000-0000000000d1', '01900000-0000-7000-8000-0000000000d2'];
    await insertClip(ctx.database.db, clip(gone, await userId()), limits);
    await insertClip(ctx.database.db, clip(stays, await userId()), limits);
    await ctx.database.db
      .update(audioClip)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(audioClip.id, gone));

    const purge = startClipPurge(ctx.database.db, { ttlHours: limits.ttlHours, everyMs: 20, log: silentLog });
    expect(purge.timer.hasRef()).toBe(false);
    await expect.poll(clipIds, { timeout: 5_000, interval: 20 }).toEqual([stays]);
    await purge.stop();

    // Stopped: a clip expiring now stays until the next start.
    await ctx.database.db
      .update(audioClip)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(audioClip.id, stays));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await clipIds()).toEqual([stays]);
  });
});
