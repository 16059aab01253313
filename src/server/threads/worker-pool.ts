import { availableParallelism } from 'node:os';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { ERROR_CODES } from '../../shared/api';
import { HttpError, tooManyRequests, unavailable } from '../http-error';
import { type FairShares, fairLanes } from './fair-lanes';
import { type ThreadEntry, startThread } from './start-thread';
import type { ThreadFailure, ThreadReply } from './thread-messages';

// Work that is synchronous for seconds on a hostile (or merely large) input runs on background
// threads: pdf.js, mammoth and Readability (ingest/parsing), and the offline engine's work on a
// whole text (engine/offline/threaded-engine.ts). On the main thread it would stall every other
// request. A thread also bounds what one input can take: its heap is capped (resourceLimits), and
// a job past its time is ended by terminating the thread. Each set of jobs has a pool of its own,
// so that a long PDF does not hold up a summary.

/** A job for a pool's thread; a job's `data` bytes go over as a copy the thread owns. */
export interface PoolJob {
  kind: string;
  data?: Uint8Array;
}

/** What a set of jobs registers with its pool: the thread that runs them and how their failures are told. */
export interface JobSet<Job extends PoolJob> {
  /** The entry of the threads that run these jobs (it calls serveJobs, serve-jobs.ts). */
  thread: ThreadEntry;
  /** A job that outran its time or memory: the input is the problem (422). */
  tooComplex(kind: Job['kind']): Error;
  /** A job that failed in a way it does not report itself. */
  unreadable(kind: Job['kind']): Error;
  /** An error of the set's own made again from what its thread encoded (serveJobs' `encode`). */
  revive?(own: unknown): Error;
}

export interface WorkerPoolOptions extends FairShares {
  /** Threads at most; each runs one job at a time. */
  threads: number;
  /** Longest a job may run once a thread has taken it; then the thread is terminated (422). */
  timeoutMs: number;
  /** Longest a job may wait for a thread; then it is refused as busy (503). */
  maxWaitMs: number;
  /** An idle thread ends after this long (a thread holds its jobs' code: pdf.js and the other parsers, or the language model, tens of MB). */
  idleMs: number;
  /** Idle threads kept past `idleMs` once started, so the next job after a quiet spell does not wait for a thread to start. */
  keepThreads?: number;
  resourceLimits: ResourceLimits;
  /** What a job is told when the pool is full, shutting down, or the job waited too long (503). */
  busyMessage: string;
  /** What a user is told past their share of jobs (429). */
  ownerBusyMessage: string;
}

/** The threads, times and memory every pool starts from; each set of jobs adds its shares and messages. */
export const THREAD_DEFAULTS = {
  // The main thread keeps a core for requests; more threads than cores would only take turns.
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 20_000,
  maxWaitMs: 60_000,
  idleMs: 5 * 60_000,
  // A 10 MB PDF of a few hundred pages fits with room to spare; a Word body at the 50 MB unpacked limit may not.
  resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
} satisfies Partial<WorkerPoolOptions>;

/** Users who send no id (internal callers, tests) share one lane without the per-user cap. */
const NO_OWNER = '';

interface PendingJob<Job extends PoolJob> {
  id: number;
  owner: string;
  job: Job;
  settle(outcome: { result: unknown } | { error: Error }): void;
  timer?: NodeJS.Timeout;
  /** When a thread took it (performance.now()): its owner is charged the time it ran. */
  startedAt?: number;
}

interface Thread<Job extends PoolJob> {
  worker: Worker;
  /** Settles once the thread has loaded its jobs' code; rejects if it ends first. */
  ready: Promise<void>;
  job?: PendingJob<Job>;
  idleTimer?: NodeJS.Timeout;
}

export interface WorkerPool<Job extends PoolJob, Results extends Record<Job['kind'], unknown>> {
  /**
   * Runs `job` on a thread when its turn comes: each user's jobs one at a time in the order sent,
   * users taking turns. Refusals: 429 past the user's share, 503 when full or after waiting too
   * long, 422 when the job outruns its time or memory (or fails in a way it does not report itself).
   */
  run<K extends Job['kind']>(job: Extract<Job, { kind: K }>, owner?: string): Promise<Results[K]>;
  /** Ends every thread and refuses the jobs still waiting (graceful shutdown, tests). */
  shutdown(): Promise<void>;
  /** Threads alive now, busy or idle. */
  threadCount(): number;
}

export function createWorkerPool<Job extends PoolJob, Results extends Record<Job['kind'], unknown>>(
  jobs: JobSet<Job>,
  options: WorkerPoolOptions,
): WorkerPool<Job, Results> {
  type Pending = PendingJob<Job>;
  type PoolThread = Thread<Job>;
  const threads = new Set<PoolThread>();
  // Waiting jobs per owner; owners take turns, one thread each at a time (fair-lanes.ts).
  const lanes = fairLanes<Pending>(options);
  const running = new Set<string>();
  let nextId = 1;
  let closing = false;

  function fromThread(kind: Job['kind'], failure: ThreadFailure): Error {
    if ('unexpected' in failure) return jobs.unreadable(kind);
    if ('own' in failure) return jobs.revive?.(failure.own) ?? jobs.unreadable(kind);
    return new HttpError(failure.status, failure.message, failure.code as HttpError['code']);
  }

  function addThread(): PoolThread {
    const worker = startThread(jobs.thread, { resourceLimits: options.resourceLimits });
    let started = false;
    let crash: Error | undefined;
    const thread: PoolThread = {
      worker,
      ready: new Promise((resolve, reject) => {
        worker.on('message', (reply: ThreadReply) => {
          if ('ready' in reply) {
            started = true;
            return resolve();
          }
          const job = thread.job;
          if (!job || job.id !== reply.id) return;
          finish(thread, 'error' in reply ? { error: fromThread(job.job.kind, reply.error) } : { result: reply.result });
        });
        worker.on('error', (error) => (crash = error));
        worker.once('exit', () => {
          threads.delete(thread);
          clearTimeout(thread.idleTimer);
          const failure = crash ?? new Error(`the ${jobs.thread.name} thread ended before it was ready`);
          reject(failure);
          const job = thread.job;
          // A thread that could not start is the server's fault; one that dies mid-job (out of
          // memory, or terminated for its time) is the input's, and takes only that job with it.
          if (job)
            finish(thread, {
              error: closing ? unavailable(options.busyMessage) : started ? jobs.tooComplex(job.job.kind) : failure,
            });
          pump();
        });
      }),
    };
    thread.ready.catch(() => undefined);
    threads.add(thread);
    return thread;
  }

  function finish(thread: PoolThread, outcome: { result: unknown } | { error: Error }) {
    const job = thread.job;
    if (!job) return;
    thread.job = undefined;
    clearTimeout(job.timer);
    running.delete(job.owner);
    lanes.release(job.owner, performance.now() - job.startedAt!);
    job.settle(outcome);
    if (threads.has(thread)) {
      thread.worker.unref();
      thread.idleTimer = setTimeout(() => {
        if (threads.size <= (options.keepThreads ?? 0)) return;
        // Out of the pool at once: no job is given to it while it ends, and the next idle thread
        // counts the pool without it.
        threads.delete(thread);
        void thread.worker.terminate();
      }, options.idleMs).unref();
    }
    pump();
  }

  function begin(thread: PoolThread, job: Pending) {
    clearTimeout(job.timer);
    clearTimeout(thread.idleTimer);
    thread.job = job;
    job.startedAt = performance.now();
    running.add(job.owner);
    // Held while a job runs, so the process waits for it; an idle thread must not keep it alive.
    thread.worker.ref();
    thread.ready.then(
      () => {
        if (thread.job !== job) return;
        job.timer = setTimeout(() => void thread.worker.terminate(), options.timeoutMs);
        // Bytes go over as a copy the thread owns (transferred, not cloned twice); the caller keeps its buffer.
        // A fresh Uint8Array, not `slice()`: a Buffer's slice shares (and may be) Node's pooled memory,
        // which cannot be transferred.
        try {
          if (job.job.data) {
            const data = new Uint8Array(job.job.data);
            thread.worker.postMessage({ id: job.id, job: { ...job.job, data } }, [data.buffer]);
          } else thread.worker.postMessage({ id: job.id, job: job.job });
        } catch (error) {
          // A job that cannot be handed over would otherwise wait for its time to run out.
          finish(thread, { error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
      // The exit handler has answered the job already.
      () => undefined,
    );
  }

  /** The next owner's waiting job, among owners with none running (callers without an owner may run side by side). */
  const nextWaiting = () => lanes.next((owner) => owner === NO_OWNER || !running.has(owner))?.job;

  function pump() {
    for (;;) {
      const idle = [...threads].find((thread) => !thread.job);
      if (!idle && threads.size >= options.threads) return;
      const job = nextWaiting();
      if (!job) return;
      begin(idle ?? addThread(), job);
    }
  }

  return {
    threadCount: () => threads.size,
    run<K extends Job['kind']>(job: Extract<Job, { kind: K }>, owner?: string): Promise<Results[K]> {
      const lane = owner ?? NO_OWNER;
      const refusal = lanes.admit(lane, { capped: owner !== undefined });
      if (refusal === 'owner-busy') return Promise.reject(tooManyRequests(options.ownerBusyMessage, ERROR_CODES.jobsInProgress));
      if (refusal === 'busy') return Promise.reject(unavailable(options.busyMessage));
      return new Promise<Results[K]>((resolve, reject) => {
        const pending: Pending = {
          id: nextId++,
          owner: lane,
          job,
          settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.result as Results[K])),
        };
        pending.timer = setTimeout(() => {
          if (!lanes.withdraw(lane, pending)) return;
          lanes.release(lane);
          reject(unavailable(options.busyMessage));
        }, options.maxWaitMs);
        lanes.enqueue(lane, pending);
        pump();
      });
    },

    async shutdown() {
      closing = true;
      for (const { owner, job } of lanes.drain()) {
        clearTimeout(job.timer);
        lanes.release(owner);
        job.settle({ error: unavailable(options.busyMessage) });
      }
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
