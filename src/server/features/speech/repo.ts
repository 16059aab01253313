import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audioClip, audioClipPart } from '../../db/schema';
import { lockUser } from '../../db/user-lock';

/**
 * The bytes one part of a clip holds (the last may hold fewer): no query writes or reads more, so
 * the embedded database, which runs on the server's thread, never holds it long (decision 039).
 * Readers find a byte's part by arithmetic, so every part but the last is full: migration 0007 cut
 * the clips it found with the same size, and a new size needs the stored clips cut again.
 */
export const CLIP_PART_BYTES = 128 * 1024;

export interface NewClip {
  id: string;
  userId: string;
  mimeType: string;
  data: Buffer;
  durationMs: number;
}

export interface ClipLimits {
  ttlHours: number;
  bytesPerUser: number;
}

export interface ClipInfo {
  mimeType: string;
  size: number;
}

const notExpired = (ttlHours: number) => gt(audioClip.createdAt, sql`now() - make_interval(hours => ${ttlHours}::int)`);

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Stores a clip, one statement per part with a turn of the event loop between them, and, in the
 * same transaction, drops the user's expired clips and the oldest ones past the byte budget (never
 * the new one); their parts go with them (on delete cascade). The budget counts `size`, so no
 * audio is read. The user's inserts take turns: two side by side would each count the clips
 * without the other's and together keep more than the budget.
 */
export async function insertClip(db: Db, clip: NewClip, limits: ClipLimits): Promise<void> {
  const { data, ...row } = clip;
  await db.transaction(async (tx) => {
    await lockUser(tx, 'audio_clip', clip.userId);
    await tx.insert(audioClip).values({ ...row, size: data.length });
    for (let seq = 0; seq * CLIP_PART_BYTES < data.length; seq += 1) {
      const part = data.subarray(seq * CLIP_PART_BYTES, (seq + 1) * CLIP_PART_BYTES);
      // PGlite answers without a turn of the event loop: give other requests theirs between parts.
      await nextTurn();
      await tx.insert(audioClipPart).values({ clipId: clip.id, seq, data: part });
    }
    await tx.delete(audioClip).where(
      and(
        eq(audioClip.userId, clip.userId),
        ne(audioClip.id, clip.id),
        sql`(${audioClip.createdAt} <= now() - make_interval(hours => ${limits.ttlHours}::int) or ${audioClip.id} in (
          select id from (
            select id, sum(size) over (order by created_at desc, id desc) as used
            from audio_clip where user_id = ${clip.userId}
          ) as newest_first where used > ${limits.bytesPerUser}
        ))`,
      ),
    );
  });
}

/** Deletes every user's expired clips (and their parts); answers how many. */
export async function purgeExpiredClips(db: Db, ttlHours: number): Promise<number> {
  const deleted = await db
    .delete(audioClip)
    .where(sql`${audioClip.createdAt} <= now() - make_interval(hours => ${ttlHours}::int)`)
    .returning({ id: audioClip.id });
  return deleted.length;
}

/** The clip's type and size when it exists, belongs to the user and has not expired. */
export async function findClip(db: Db, userId: string, id: string, ttlHours: number): Promise<ClipInfo | undefined> {
  const [row] = await db
    .select({ mimeType: audioClip.mimeType, size: audioClip.size })
    .from(audioClip)
    .where(and(eq(audioClip.id, id), eq(audioClip.userId, userId), notExpired(ttlHours)));
  return row;
}

/**
 * `length` bytes from `start` within part `seq` of a clip (whose owner the caller has checked), cut
 * out by the database; undefined when the clip is gone.
 */
export async function readClipPart(db: Db, clipId: string, seq: number, start: number, length: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: sql<Uint8Array>`substring(${audioClipPart.data} from ${start + 1}::int for ${length}::int)` })
    .from(audioClipPart)
    .where(and(eq(audioClipPart.clipId, clipId), eq(audioClipPart.seq, seq)));
  return row && asBuffer(row.bytes);
}
