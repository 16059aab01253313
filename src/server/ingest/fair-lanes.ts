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

/** The turns remembered to rank owners: who was served how often lately. */
const RECENT_TURNS = 32;
/** Owners served longer ago than this many others are forgotten (they rank as never served). */
const REMEMBERED_OWNERS = 10_000;

/**
 * Lanes of waiting jobs per owner. `next()` serves the owner served least over the last
 * `RECENT_TURNS` turns, and among equals the one served longest ago. Owners who keep jobs queued
 * take turns (round robin), and a user who sends a job now and then goes before all of them,
 * whether those keep a backlog or send one job the moment the last one ends. A busy owner passed
 * over that way is served again once their turns leave the window, so nobody waits for ever.
 */
export function fairLanes<J>({ maxJobs, maxJobsPerOwner, reservedForNewcomers }: FairShares) {
  const lanes = new Map<string, J[]>();
  const held = new Map<string, number>();
  // When each owner was last served; Map order is oldest first, so forgetting drops the oldest.
  const lastTurn = new Map<string, number>();
  const recent: string[] = [];
  const recentCount = new Map<string, number>();
  let turns = 0;
  let total = 0;

  function served(owner: string) {
    recent.push(owner);
    recentCount.set(owner, (recentCount.get(owner) ?? 0) + 1);
    if (recent.length > RECENT_TURNS) {
      const gone = recent.shift()!;
      const count = recentCount.get(gone)! - 1;
      if (count > 0) recentCount.set(gone, count);
      else recentCount.delete(gone);
    }
    lastTurn.delete(owner);
    lastTurn.set(owner, ++turns);
    for (const oldest of lastTurn.keys()) {
      if (lastTurn.size <= REMEMBERED_OWNERS) break;
      lastTurn.delete(oldest);
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
      let chosen: string | undefined;
      let chosenCount = Infinity;
      let chosenTurn = Infinity;
      for (const owner of lanes.keys()) {
        if (!eligible(owner)) continue;
        const count = recentCount.get(owner) ?? 0;
        const turn = lastTurn.get(owner) ?? 0;
        if (count < chosenCount || (count === chosenCount && turn < chosenTurn)) [chosen, chosenCount, chosenTurn] = [owner, count, turn];
      }
      if (chosen === undefined) return undefined;
      const lane = lanes.get(chosen)!;
      const job = lane.shift()!;
      if (lane.length === 0) lanes.delete(chosen);
      served(chosen);
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

    /** Gives back the place of one job of `owner` (ended, failed or withdrawn). */
    release(owner: string) {
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

export type FairLanes<J> = ReturnType<typeof fairLanes<J>>;
