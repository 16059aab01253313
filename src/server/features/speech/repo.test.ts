import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audioClip, audioClipPart } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { CLIP_PART_BYTES, findClip, insertClip, purgeExpiredClips } from './repo';

const ctx = useTestApp();
const limits = { ttlHours: 24, bytesPerUser: 3_000 };

async function userId() {
  const { response } = await signUp(ctx.app);
  return response.json<{ user: { id: string } }>().user.id;
}

const clip = (id: string, owner: string, bytes: number) => ({
  id,
  userId: owner,
  mimeType: 'audio/wav',
  data: Buffer.alloc(bytes, 7),
  durationMs: 1_000,
});

const bytesOf = async (owner: string) => {
  const [row] = await ctx.database.db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${audioClipPart.data})), 0)`.mapWith(Number) })
    .from(audioClipPart)
    .innerJoin(audioClip, eq(audioClip.id, audioClipPart.clipId))
    .where(eq(audioClip.userId, owner));
  return row!.bytes;
};

/** How many parts each clip has, by id; clips without parts are absent. */
const partsOf = async (clipIds: string[]) =>
  Object.fromEntries(
    (
      await ctx.database.db
        .select({ id: audioClipPart.clipId, parts: sql<number>`count(*)`.mapWith(Number) })
        .from(audioClipPart)
        .where(inArray(audioClipPart.clipId, clipIds))
        .groupBy(audioClipPart.clipId)
    ).map((row) => [row.id, row.parts]),
  );

const idsOf = async (owner: string) =>
  (await ctx.database.db.select({ id: audioClip.id }).from(audioClip).where(eq(audioClip.userId, owner)).orderBy(audioClip.id)).map(
    (row) => row.id,
  );

describe('audio clip storage', () => {
  it("keeps a user's newest clips within the byte budget, never touching another user's", async () => {
    const [asha, ravi] = [await userId(), await userId()];
    await insertClip(ctx.database.db, clip('01900000-0000-7000-8000-000000000001', ravi, 2_500), limits);
    for (const n of [1, 2, 3]) {
      await insertClip(ctx.database.db, clip(`01900000-0000-7000-8000-00000000000${n + 1}`, asha, 1_000), limits);
    }
    expect(await idsOf(asha)).toHaveLength(3);
    // 3,000 bytes hold the new clip and the newest older one.
    await insertClip(ctx.database.db, clip('01900000-0000-7000-8000-000000000005', asha, 1_200), limits);
    expect(await idsOf(asha)).toEqual(['01900000-0000-7000-8000-000000000004', '01900000-0000-7000-8000-000000000005']);
    expect(await idsOf(ravi)).toEqual(['01900000-0000-7000-8000-000000000001']);
  });

  it('drops clips older than a day, and no longer finds them', async () => {
    const owner = await userId();
    const old = '01900000-0000-7000-8000-00000000000a';
    await insertClip(ctx.database.db, clip(old, owner, 10), limits);
    expect(await findClip(ctx.database.db, owner, old, limits.ttlHours)).toEqual({ mimeType: 'audio/wav', size: 10 });
    await ctx.database.db
      .update(audioClip)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(audioClip.id, old));
    expect(await findClip(ctx.database.db, owner, old, limits.ttlHours)).toBeUndefined();
    await insertClip(ctx.database.db, clip('01900000-0000-7000-8000-00000000000b', owner, 10), limits);
    expect(await idsOf(owner)).toEqual(['01900000-0000-7000-8000-00000000000b']);
  });

  it('keeps within the budget when 20 clips of one user are stored at the same time', async () => {
    const [owner, other] = [await userId(), await userId()];
    const ids = Array.from({ length: 20 }, (_, n) => `01900000-0000-7000-8000-${String(n + 100).padStart(12, '0')}`);
    await Promise.all([
      ...ids.map((id) => insertClip(ctx.database.db, clip(id, owner, 1_000), limits)),
      insertClip(ctx.database.db, clip('01900000-0000-7000-8000-0000000000ff', other, 1_000), limits),
    ]);
    expect(await bytesOf(owner)).toBeLessThanOrEqual(limits.bytesPerUser);
    expect(await idsOf(owner)).toHaveLength(3);
    expect(await idsOf(other)).toHaveLength(1);
  });

  it("purges every user's expired clips, and only those", async () => {
    const [asha, ravi] = [await userId(), await userId()];
    const ids = ['01900000-0000-7000-8000-0000000000c1', '01900000-0000-7000-8000-0000000000c2', '01900000-0000-7000-8000-0000000000c3'];
    await insertClip(ctx.database.db, clip(ids[0]!, asha, 10), limits);
    await insertClip(ctx.database.db, clip(ids[1]!, ravi, 10), limits);
    await insertClip(ctx.database.db, clip(ids[2]!, ravi, 10), limits);
    await ctx.database.db
      .update(audioClip)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(audioClip.id, [ids[0]!, ids[1]!]));
    expect(await purgeExpiredClips(ctx.database.db, limits.ttlHours)).toBe(2);
    expect(await idsOf(asha)).toEqual([]);
    expect(await idsOf(ravi)).toEqual([ids[2]]);
  });

  it('stores a clip in parts of CLIP_PART_BYTES with its size, and deletes the parts with the clip (budget and purge)', async () => {
    const owner = await userId();
    const big = { ttlHours: 24, bytesPerUser: 3 * CLIP_PART_BYTES };
    const [first, second, third] = [
      '01900000-0000-7000-8000-0000000000e1',
      '01900000-0000-7000-8000-0000000000e2',
      '01900000-0000-7000-8000-0000000000e3',
    ];
    await insertClip(ctx.database.db, clip(first, owner, 2 * CLIP_PART_BYTES + 5), big);
    expect(await findClip(ctx.database.db, owner, first, big.ttlHours)).toEqual({ mimeType: 'audio/wav', size: 2 * CLIP_PART_BYTES + 5 });
    expect(await partsOf([first])).toEqual({ [first]: 3 });
    expect(await bytesOf(owner)).toBe(2 * CLIP_PART_BYTES + 5);

    // Past the budget: the older clip goes, and its parts with it.
    await insertClip(ctx.database.db, clip(second, owner, 2 * CLIP_PART_BYTES), big);
    expect(await idsOf(owner)).toEqual([second]);
    expect(await partsOf([first, second])).toEqual({ [second]: 2 });

    await insertClip(ctx.database.db, clip(third, owner, 10), big);
    await ctx.database.db
      .update(audioClip)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(audioClip.id, second));
    expect(await purgeExpiredClips(ctx.database.db, big.ttlHours)).toBe(1);
    expect(await partsOf([first, second, third])).toEqual({ [third]: 1 });
  });

  it('counts the budget by the size column, reading no audio', async () => {
    const owner = await userId();
    const [small, next] = ['01900000-0000-7000-8000-0000000000f1', '01900000-0000-7000-8000-0000000000f2'];
    await insertClip(ctx.database.db, clip(small, owner, 10), limits);
    // Only the recorded size says the clip is over the budget; its stored bytes are 10.
    await ctx.database.db.update(audioClip).set({ size: limits.bytesPerUser }).where(eq(audioClip.id, small));
    await insertClip(ctx.database.db, clip(next, owner, 10), limits);
    expect(await idsOf(owner)).toEqual([next]);
  });
});
