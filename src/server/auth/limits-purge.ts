import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { purgeExpiredLimits } from './sign-in-limits-repo';

export const LIMITS_PURGE_EVERY_MS = 10 * 60_000;

/**
 * Deletes ended limit counters now and then, so sign-in attempts with ever new e-mail addresses
 * do not grow the table without end. Every instance may run it: the delete is idempotent. The
 * timer is unref'd and never keeps the process alive.
 */
export function scheduleLimitsPurge(db: Db, log: FastifyBaseLogger, everyMs = LIMITS_PURGE_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    purgeExpiredLimits(db)
      .then((deleted) => {
        if (deleted) log.debug({ deleted }, 'ended limit counters purged');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'purging ended limit counters failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
