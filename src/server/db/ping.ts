import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Long enough for a busy database, short enough for a load balancer's health check to wait. */
export const DATABASE_PING_TIMEOUT_MS = 2000;

/**
 * Callers that ask while a ping is under way share it: its answer is at most one ping old, and a
 * flood of health checks costs the database one query at a time instead of one per request (on
 * the embedded database every query runs on the event loop).
 */
const pingsUnderWay = new WeakMap<Db, Promise<boolean>>();

/** True when the database answers `select 1` within DATABASE_PING_TIMEOUT_MS; never throws. */
export function databaseAnswers(db: Db): Promise<boolean> {
  const underWay = pingsUnderWay.get(db);
  if (underWay) return underWay;
  const ping = pingOnce(db).finally(() => pingsUnderWay.delete(db));
  pingsUnderWay.set(db, ping);
  return ping;
}

async function pingOnce(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
