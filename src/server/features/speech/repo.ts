import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audioClip } from '../../db/schema';
import { lockUser } from '../../db/user-lock';

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
 * Stores a clip and, in the same transaction, drops the user's expired clips and the oldest ones
 * past the byte budget (never the new one). `octet_length` reads the stored size without loading
 * the bytes. The user's inserts take turns: two side by side would each count the clips without
 * the other's and together keep more than the budget.
 */
export async function insertClip(db: Db, clip: NewClip, limits: ClipLimits): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, 'audio_clip', clip.userId);
    await tx.insert(audioClip).values(clip);
    await tx.delete(audioClip).where(
      and(
        eq(audioClip.userId, clip.userId),
        ne(audioClip.id, clip.id),
        sql`(${audioClip.createdAt} <= now() - make_interval(hours => ${limits.ttlHours}::int) or ${audioClip.id} in (
          select id from (
            select id, sum(octet_length(data)) over (order by created_at desc, id desc) as used
            from audio_clip where user_id = ${clip.userId}
          ) as newest_first where used > ${limits.bytesPerUser}
        ))`,
      ),
    );
  });
}

/** Deletes every user's expired clips; answers how many. */
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
    .select({ mimeType: audioClip.mimeType, size: sql<number>`octet_length(${audioClip.data})`.mapWith(Number) })
    .from(audioClip)
    .where(and(eq(audioClip.id, id), eq(audioClip.userId, userId), notExpired(ttlHours)));
  return row;
}

/** `length` bytes from `start`, cut out by the database so a seek does not load the whole clip. */
export async function readClipBytes(db: Db, userId: string, id: string, start: number, length: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: sql<Uint8Array>`substring(${audioClip.data} from ${start + 1}::int for ${length}::int)` })
    .from(audioClip)
    .where(and(eq(audioClip.id, id), eq(audioClip.userId, userId)));
  return row && asBuffer(row.bytes);
}
