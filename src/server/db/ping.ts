import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Long enough for a busy database, short enough for a load balancer's health check to wait. */
export const DATABASE_PING_TIMEOUT_MS = 2000;

/** How long a readiness check may repeat the last ping that the database answered. */
export const READY_ANSWER_REUSED_MS = 100;

/**
 * Callers that ask while a ping is under way share it: its answer is at most one ping old, and a
 * flood of checks costs PostgreSQL one query at a time instead of one per request.
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

const lastAnswered = new WeakMap<Db, number>();

/**
 * For the readiness check: true when the database answered a ping in the last
 * READY_ANSWER_REUSED_MS, else as `databaseAnswers`. On the embedded database a ping runs to its end
 * before the next request is read, so no two checks ever share one; a flood of checks cost a query
 * each (about 4,000 checks a second at most). A failure is never reused.
 */
export async function databaseReady(db: Db): Promise<boolean> {
  const answeredAt = lastAnswered.get(db);
  if (answeredAt !== undefined && performance.now() - answeredAt < READY_ANSWER_REUSED_MS) return true;
  const answers = await databaseAnswers(db);
  if (answers) lastAnswered.set(db, performance.now());
  else lastAnswered.delete(db);
  return answers;
}
