import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { UsageKind } from '../../../shared/usage';
import type { Db } from '../../db/client';
import { usageCounter } from '../../db/schema';

/** The day (YYYY-MM-DD) that contains `now` in `timeZone`, computed by the database. */
const dayOf = (now: Date, timeZone: string) => sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date)`;

/** Days of counters kept before the purge: yesterday's may still get a unit back. */
const KEEP_DAYS = 2;

/**
 * Spends one unit of `kind` today if fewer than `limit` are used: one atomic statement, so
 * concurrent calls on any number of servers never pass the limit. The day counted (for a give-back),
 * or null at the limit.
 */
export async function spend(db: Db, userId: string, kind: UsageKind, limit: number, now: Date, timeZone: string): Promise<string | null> {
  const [row] = await db
    .insert(usageCounter)
    .values({ userId, kind, day: dayOf(now, timeZone), used: 1 })
    .onConflictDoUpdate({
      target: [usageCounter.userId, usageCounter.kind, usageCounter.day],
      set: { used: sql`${usageCounter.used} + 1` },
      setWhere: sql`${usageCounter.used} < ${limit}`,
    })
    .returning({ day: usageCounter.day });
  return row?.day ?? null;
}

/** Returns the unit of a call that failed, to the day it was counted on. */
export async function giveBack(db: Db, userId: string, kind: UsageKind, day: string): Promise<void> {
  await db
    .update(usageCounter)
    .set({ used: sql`${usageCounter.used} - 1` })
    .where(and(eq(usageCounter.userId, userId), eq(usageCounter.kind, kind), eq(usageCounter.day, day), gt(usageCounter.used, 0)));
}

/** Units used today per kind (kinds not used today are left out). */
export async function usedToday(db: Db, userId: string, now: Date, timeZone: string): Promise<Partial<Record<UsageKind, number>>> {
  const rows = await db
    .select({ kind: usageCounter.kind, used: usageCounter.used })
    .from(usageCounter)
    .where(and(eq(usageCounter.userId, userId), eq(usageCounter.day, dayOf(now, timeZone))));
  return Object.fromEntries(rows.map((row) => [row.kind, row.used]));
}

/** The next midnight in `timeZone` after `now` (the database knows the zone's offsets and DST). */
export async function nextMidnight(db: Db, now: Date, timeZone: string): Promise<Date> {
  const midnight = sql`((${dayOf(now, timeZone)} + 1)::timestamp AT TIME ZONE ${timeZone})`;
  const result = await db.execute(sql`SELECT EXTRACT(EPOCH FROM ${midnight})::float8 AS "epoch"`);
  // Both drivers answer raw SQL with { rows }.
  const row = (result as unknown as { rows: { epoch: number }[] }).rows[0]!;
  return new Date(Number(row.epoch) * 1000);
}

/** Deletes the counters of days long past; returns how many went. */
export async function purgeBefore(db: Db, now: Date, timeZone: string): Promise<number> {
  const deleted = await db
    .delete(usageCounter)
    .where(lt(usageCounter.day, sql`${dayOf(now, timeZone)} - ${KEEP_DAYS}::int`))
    .returning({ day: usageCounter.day });
  return deleted.length;
}
