// The shared rules of every background queue (OCR, speech, document parsing, the offline engine):
// who gets a place, and whose job runs next. Decision 022 gave each user a lane and the lanes took
// turns; decision 047 closes what was left: a user who holds no job always finds a place and goes
// first, however many jobs other users keep queued.

export interface FairShares {
  /** Jobs held at once, running and waiting, over all users; past it the queue is busy (503). */
  maxJobs: number;
  /** Jobs one user may hold at once, the running one included; past it they are told to wait (429). */
  maxJobsPerOwner: number;
  /**
   * Places only a user holding no job may take: a user's second and later jobs are admitted only
   * while fewer than `maxJobs - reservedForNewcomers` are held, so users who keep their share
   * queued cannot fill the queue against someone who sends their first.
   */
  reservedForNewcomers: number;
}

export type Refusal = 'owner-busy' | 'busy';

/** A job costs one unit per this much of a thread's time it took, and at least one. */
const COST_UNIT_MS = 10;
/** What a user has used halves every minute: a heavy user is served again once others have caught up. */
const USAGE_HALF_LIFE_MS = 60_000;
/** Owners remembered at most; past it the longest unserved are forgotten (they rank as never served). */
const REMEMBERED_OWNERS = 10_000;

/**
 * Lanes of waiting jobs per owner. `next()` serves the owner who has used the least of the threads'
 * time lately (each job's time, halving every minute), so owners with equal jobs take turns (round
 * robin), and a user who sends a small job now and then goes before users who keep the threads
 * busy with slow ones, whether those keep a backlog or send the next job the moment the last ends.
 * A busy owner passed over that way is served again as their usage fades, so nobody waits for ever.
 */
export function fairLanes<J>(
  { maxJobs, maxJobsPerOwner, reservedForNewcomers }: FairShares,
  now: () => number = performance.now.bind(performance),
) {
  const lanes = new Map<string, J[]>();
  const held = new Map<string, number>();
  // Each owner's usage at the time it was last charged; Map order is oldest charge first.
  const usage = new Map<string, { units: number; at: number }>();
  let total = 0;

  function usedNow(owner: string, at: number): number {
    const used = usage.get(owner);
    return used ? used.units * 2 ** ((used.at - at) / USAGE_HALF_LIFE_MS) : 0;
  }

  function charge(owner: string, ranMs: number) {
    const at = now();
    const units = usedNow(owner, at) + 1 + Math.floor(ranMs / COST_UNIT_MS);
    usage.delete(owner);
    usage.set(owner, { units, at });
    for (const oldest of usage.keys()) {
      if (usage.size <= REMEMBERED_OWNERS) break;
      usage.delete(oldest);
    }
  }

  return {
    /**
     * Takes a place for one job of `owner`, or says why not. `capped: false` exempts the owner
     * from the per-owner share (internal callers that send no user share one lane).
     */
    admit(owner: string, { capped = true } = {}): Refusal | undefined {
      const holding = held.get(owner) ?? 0;
      if (capped && holding >= maxJobsPerOwner) return 'owner-busy';
      const room = holding === 0 ? maxJobs : maxJobs - reservedForNewcomers;
      if (total >= room) return 'busy';
      total += 1;
      held.set(owner, holding + 1);
      return undefined;
    },

    /** Queues an admitted job at the end of its owner's lane. */
    enqueue(owner: string, job: J) {
      const lane = lanes.get(owner);
      if (lane) lane.push(job);
      else lanes.set(owner, [job]);
    },

    /** The next job to run: the first of the lane whose owner was served longest ago, among `eligible` owners. */
    next(eligible: (owner: string) => boolean = () => true): { owner: string; job: J } | undefined {
      const at = now();
      let chosen: string | undefined;
      let least = Infinity;
      // Among equals, the lane queued first (Map order).
      for (const owner of lanes.keys()) {
        if (!eligible(owner)) continue;
        const used = usedNow(owner, at);
        if (used < least) [chosen, least] = [owner, used];
      }
      if (chosen === undefined) return undefined;
      const lane = lanes.get(chosen)!;
      const job = lane.shift()!;
      if (lane.length === 0) lanes.delete(chosen);
      // Charged its least cost now, so the owner's next job waits its turn even while this one runs.
      charge(chosen, 0);
      return { owner: chosen, job };
    },

    /** Takes a job that is still waiting out of its lane (it waited too long); false if it had started. */
    withdraw(owner: string, job: J): boolean {
      const lane = lanes.get(owner);
      const index = lane?.indexOf(job) ?? -1;
      if (!lane || index < 0) return false;
      lane.splice(index, 1);
      if (lane.length === 0) lanes.delete(owner);
      return true;
    },

    /** Gives back the place of one job of `owner` (ended, failed or withdrawn); `ranMs`, the time it took a thread, is charged to the owner. */
    release(owner: string, ranMs = 0) {
      if (ranMs >= COST_UNIT_MS) charge(owner, ranMs - COST_UNIT_MS);
      total -= 1;
      const left = (held.get(owner) ?? 1) - 1;
      if (left > 0) held.set(owner, left);
      else held.delete(owner);
    },

    /** Every waiting job, taken out of its lane (shutdown); their places are still held. */
    drain(): Array<{ owner: string; job: J }> {
      const waiting = [...lanes].flatMap(([owner, lane]) => lane.map((job) => ({ owner, job })));
      lanes.clear();
      return waiting;
    },

    /** Jobs held for this owner (running and waiting); the total without one. */
    size(owner?: string): number {
      return owner === undefined ? total : (held.get(owner) ?? 0);
    },
  };
}
