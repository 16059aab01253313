import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Long enough for a busy database, short enough for a load balancer's health check to wait. */
export const DATABASE_PING_TIMEOUT_MS = 2000;

/** True when the database answers `select 1` within `timeoutMs`; never throws. */
export async function databaseAnswers(db: Db, timeoutMs = DATABASE_PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
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
