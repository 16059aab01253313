import type { Db } from '../../db/client';
import { purgeExpiredClips } from './repo';

interface PurgeLogger {
  warn(details: object, message: string): void;
}

export interface ClipPurge {
  /** The interval timer; unref'd, so it never keeps the process alive. */
  readonly timer: NodeJS.Timeout;
  /** Stops the timer and waits for a purge under way (app close). */
  stop(): Promise<void>;
}

/**
 * Deletes every user's expired clips every `everyMs`. Without it an expired clip stays until its
 * owner makes a new one, which a user who never comes back never does. Each server instance runs
 * its own; the delete is the same whoever runs it.
 */
export function startClipPurge(db: Db, { ttlHours, everyMs, log }: { ttlHours: number; everyMs: number; log: PurgeLogger }): ClipPurge {
  let running: Promise<void> | undefined;
  const purge = () => {
    if (running) return; // a slow purge is not overtaken by the next one
    running = purgeExpiredClips(db, ttlHours)
      .then(
        () => undefined,
        // The database may be away for a while: the next round tries again.
        (error: unknown) => log.warn({ err: error }, 'Purging expired audio clips failed'),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(purge, everyMs).unref();
  return {
    timer,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
