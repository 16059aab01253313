import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../shared/account';
import type { Db } from '../db/client';

const HOUR_MS = 60 * 60_000;

/**
 * Whether one more account mail may go to `to` this hour. Sign-up (with verification), the
 * reset and verification links can be asked for by anyone for any address, each within its own
 * limits; this caps what one inbox receives from all of them together. Counted in the database
 * (rate_limit, fixed window) so it holds across instances; the key is a keyed hash, not the address.
 */
export function mailBudget(db: Db, secret: string, perHour = MAILS_PER_RECIPIENT_PER_HOUR) {
  return async (to: string): Promise<boolean> => {
    const key = `mail:${createHmac('sha256', secret).update(to.trim().toLowerCase()).digest('base64url').slice(0, 27)}`;
    const result = await db.execute(sql`
      INSERT INTO rate_limit (key, count, reset_at)
      VALUES (${key}, 1, now() + ${HOUR_MS} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.count + 1 END,
        reset_at = CASE WHEN rate_limit.reset_at <= now() THEN excluded.reset_at ELSE rate_limit.reset_at END
      RETURNING count`);
    // Both drivers answer raw SQL with { rows }.
    const count = Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 1);
    return count <= perHour;
  };
}
