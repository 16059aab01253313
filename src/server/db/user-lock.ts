import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Makes this transaction wait for any other one holding the same user's lock of this kind, until
 * it ends: a check of a per-user budget (audio bytes, notes) and the write it allows then happen
 * as one step, where two requests side by side would each see room and both pass. Other users,
 * and other kinds, are not held up. A transaction-level advisory lock: released at commit or
 * rollback, works the same on PostgreSQL and PGlite, and across server instances.
 */
export async function lockUser(tx: Tx, kind: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${userId}))`);
}
