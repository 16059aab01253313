// OCR and offline speech run on one background thread each, so their jobs wait in a queue. A
// first-come queue lets one user who sends many jobs keep everyone else waiting (or turned away)
// for as long as those jobs take; this one gives every user a lane and the lanes take turns
// (decision 022).

export interface FairQueueOptions {
  /** Jobs held at once, running and waiting, over all users; past it `busy()` is thrown. */
  maxJobs: number;
  /** Jobs one user may hold at once, the running one included; past it `ownerBusy()` is thrown. */
  maxJobsPerOwner: number;
  /** The whole queue is full (503). */
  busy: () => Error;
  /** This user already holds their share (429). */
  ownerBusy: () => Error;
}

export interface FairQueue {
  /**
   * Runs `job` when its turn comes: one job at a time, and each user's jobs one at a time in the
   * order sent, users taking turns (round robin), so a user's job waits behind at most one job of
   * each other user. Refusals are thrown at once, not through the promise, so a caller may still
   * answer with a plain status before it starts streaming.
   */
  run<T>(owner: string, job: () => Promise<T>): Promise<T>;
  /** Jobs held for this owner (running and waiting); the total without one. */
  size(owner?: string): number;
}

export function fairQueue({ maxJobs, maxJobsPerOwner, busy, ownerBusy }: FairQueueOptions): FairQueue {
  // Waiting jobs per owner. Map order is the turn order: an owner whose job ends goes to the back,
  // behind everyone who sent a job meanwhile.
  const lanes = new Map<string, Array<() => void>>();
  const held = new Map<string, number>();
  let total = 0;
  let running = false;

  function startNext() {
    const next = lanes.entries().next();
    if (next.done) {
      running = false;
      return;
    }
    const [owner, lane] = next.value;
    const start = lane.shift()!;
    if (lane.length === 0) lanes.delete(owner);
    running = true;
    start();
  }

  function release(owner: string) {
    total -= 1;
    const left = (held.get(owner) ?? 1) - 1;
    if (left > 0) held.set(owner, left);
    else held.delete(owner);
    const lane = lanes.get(owner);
    if (lane) {
      lanes.delete(owner);
      lanes.set(owner, lane);
    }
    startNext();
  }

  return {
    run<T>(owner: string, job: () => Promise<T>): Promise<T> {
      if ((held.get(owner) ?? 0) >= maxJobsPerOwner) throw ownerBusy();
      if (total >= maxJobs) throw busy();
      total += 1;
      held.set(owner, (held.get(owner) ?? 0) + 1);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => release(owner));
        };
        const lane = lanes.get(owner);
        if (lane) lane.push(start);
        else lanes.set(owner, [start]);
        if (!running) startNext();
      });
    },
    size(owner?: string) {
      return owner === undefined ? total : (held.get(owner) ?? 0);
    },
  };
}
