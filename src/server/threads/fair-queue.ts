import { type FairShares, fairLanes } from './fair-lanes';

// OCR and offline speech run on one background thread each, so their jobs wait in a queue. A
// first-come queue lets one user who sends many jobs keep everyone else waiting (or turned away)
// for as long as those jobs take; this one gives every user a lane and the lanes take turns
// (decision 022), a user with no job held always finding a place and going first (decision 047).

export interface FairQueueOptions extends FairShares {
  /** The whole queue is full (503). */
  busy: () => Error;
  /** This user already holds their share (429). */
  ownerBusy: () => Error;
}

export interface FairQueue {
  /**
   * Runs `job` when its turn comes: one job at a time, and each user's jobs one at a time in the
   * order sent, users taking turns (fair-lanes.ts). Refusals are thrown at once, not through the
   * promise, so a caller may still answer with a plain status before it starts streaming.
   */
  run<T>(owner: string, job: () => Promise<T>): Promise<T>;
  /** Jobs held for this owner (running and waiting); the total without one. */
  size(owner?: string): number;
}

export function fairQueue({ busy, ownerBusy, ...shares }: FairQueueOptions): FairQueue {
  const lanes = fairLanes<() => void>(shares);
  let running = false;

  function startNext() {
    const next = lanes.next();
    running = next !== undefined;
    next?.job();
  }

  return {
    run<T>(owner: string, job: () => Promise<T>): Promise<T> {
      const refusal = lanes.admit(owner);
      if (refusal) throw refusal === 'owner-busy' ? ownerBusy() : busy();
      return new Promise<T>((resolve, reject) => {
        lanes.enqueue(owner, () => {
          const started = performance.now();
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              lanes.release(owner, performance.now() - started);
              startNext();
            });
        });
        if (!running) startNext();
      });
    },
    size: (owner?: string) => lanes.size(owner),
  };
}
