// OCR and offline speech each run CPU-heavy work on one background thread per process: a second
// thread would only compete for the same cores. This is the worker's lifecycle they share; their
// jobs wait in a fair queue (fair-queue.ts).

/** What a background worker offers to be stopped and watched. */
export interface EndingWorker {
  worker: { terminate(): Promise<unknown> };
  /** Settles when the thread ends, terminated or crashed. */
  exited: Promise<unknown>;
}

/**
 * One worker for the process, started on first use and started again after it ends or fails to
 * start. `onEnded` runs when a started worker's thread ends, so a job it held can fail at once.
 */
export function singleWorker<H extends EndingWorker>(
  start: () => Promise<H>,
  hooks: { onStarted?: (handle: H) => void; onEnded: (handle: H) => void },
) {
  let starting: Promise<H> | undefined;
  /** What `starting` resolved to, so that an ending worker can tell synchronously whether it is the current one. */
  let started: H | undefined;

  function forget(handle: H) {
    if (started !== handle) return;
    started = undefined;
    starting = undefined;
  }

  async function stop(handle: H) {
    forget(handle);
    await handle.worker.terminate();
    await handle.exited;
  }

  return {
    get(): Promise<H> {
      if (starting) return starting;
      const attempt = start().then(
        (handle) => {
          if (starting === attempt) started = handle;
          hooks.onStarted?.(handle);
          void handle.exited.then(() => {
            forget(handle);
            hooks.onEnded(handle);
          });
          return handle;
        },
        (error: unknown) => {
          if (starting === attempt) starting = undefined; // let the next job try again
          throw error;
        },
      );
      starting = attempt;
      return attempt;
    },
    /** Ends this worker (a failed or stuck job); the next job starts a new one. */
    stop,
    /** Ends the worker, also one still starting (graceful shutdown, tests). */
    async shutdown() {
      const pending = starting;
      starting = undefined;
      started = undefined;
      const handle = await pending?.catch(() => undefined);
      if (handle) await stop(handle);
    },
  };
}
