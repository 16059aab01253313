import { sql } from 'drizzle-orm';
import { JOIN_ATTEMPTS_PER_HOUR } from '../../../shared/classroom';
import type { Db } from '../../db/client';
import { rateLimit } from '../../db/schema';

const WINDOW = sql`interval '1 hour'`;
const keyOf = (userId: string) => `class-join:${userId}`;

/**
 * Wrong join codes per user, kept in the shared rate-limit table (decision 001) so every server
 * instance counts the same: a fixed hour from the first wrong code, then forgotten.
 */
export function joinLimit(db: Db) {
  return {
    /** Whether the user has used up this hour's wrong codes. */
    async blocked(userId: string): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM ${rateLimit} WHERE ${rateLimit.key} = ${keyOf(userId)} AND ${rateLimit.resetAt} > now() AND ${rateLimit.count} >= ${JOIN_ATTEMPTS_PER_HOUR}::int`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** Counts one wrong code in one upsert, starting a new hour when the last one is over. */
    async countWrong(userId: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${rateLimit} (key, count, reset_at) VALUES (${keyOf(userId)}, 1, now() + ${WINDOW})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${rateLimit}.reset_at <= now() THEN 1 ELSE ${rateLimit}.count + 1 END,
          reset_at = CASE WHEN ${rateLimit}.reset_at <= now() THEN excluded.reset_at ELSE ${rateLimit}.reset_at END`);
    },
  };
}
