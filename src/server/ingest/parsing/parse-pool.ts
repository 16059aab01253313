import { availableParallelism } from 'node:os';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { ERROR_CODES } from '../../../shared/api';
import { EXTRACTION_JOBS_PER_USER, EXTRACTION_MESSAGES } from '../../../shared/extraction';
import { EngineError } from '../../engine/errors';
import { HttpError } from '../../http-error';
import { type FairShares, fairLanes } from '../fair-lanes';
import { tooComplex, unreadable } from './parse-failures';
import type { ParseJob, ParseKind, ParseResults } from './parse-jobs';
import type { ThreadFailure, ThreadReply } from './parse-thread';
import { startParseThread } from './thread-entry';

// PDFs, Word files and web pages are parsed on background threads: pdf.js, mammoth and Readability
// are synchronous for seconds on a hostile (or merely large) input, and on the main thread that
// would stall every other request. A thread also bounds what one input can take: its heap is
// capped (resourceLimits), and a job past its time is ended by terminating the thread.

export interface ParsePoolOptions extends FairShares {
  /** Threads at most; each parses one job at a time. */
  threads: number;
  /** Longest a job may run once a thread has taken it; then the thread is terminated (422). */
  timeoutMs: number;
  /** Longest a job may wait for a thread; then it is refused as busy (503). */
  maxWaitMs: number;
  /** An idle thread ends after this long (a thread holds pdf.js and the other parsers, tens of MB). */
  idleMs: number;
  /** Idle threads kept past `idleMs` once started, so the next job after a quiet spell does not wait for a thread to start. */
  keepThreads?: number;
  resourceLimits: ResourceLimits;
  /** What a job is told when the pool is full, shutting down, or the job waited too long (503). */
  busyMessage: string;
  /** What a user is told past their share of jobs (429). */
  ownerBusyMessage: string;
}

export const DEFAULT_PARSE_POOL: ParsePoolOptions = {
  // The main thread keeps a core for requests; more threads than cores would only take turns.
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  // Ten users who keep their two files queued hold 15 places (their second files only while fewer
  // than 15 are held); the other 15 are for users sending their first (decision 047).
  maxJobs: 30,
  maxJobsPerOwner: EXTRACTION_JOBS_PER_USER,
  reservedForNewcomers: 15,
  timeoutMs: 20_000,
  maxWaitMs: 60_000,
  idleMs: 5 * 60_000,
  // A 10 MB PDF of a few hundred pages reads in well under 200 MB; a Word body at the 50 MB unpacked limit may not.
  resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  busyMessage: EXTRACTION_MESSAGES.busy,
  ownerBusyMessage: EXTRACTION_MESSAGES.userBusy,
};

/** Users who send no id (internal callers, tests) share one lane without the per-user cap. */
const NO_OWNER = '';

interface PendingJob {
  id: number;
  owner: string;
  job: ParseJob;
  settle(outcome: { result: unknown } | { error: Error }): void;
  timer?: NodeJS.Timeout;
  /** When a thread took it (performance.now()): its owner is charged the time it ran. */
  startedAt?: number;
}

interface Thread {
  worker: Worker;
  /** Settles once the thread has loaded its parsers; rejects if it ends first. */
  ready: Promise<void>;
  job?: PendingJob;
  idleTimer?: NodeJS.Timeout;
}

export interface ParsePool {
  /**
   * Parses `job` on a thread when its turn comes: each user's jobs one at a time in the order sent,
   * users taking turns. Refusals: 429 past the user's share, 503 when full or after waiting too
   * long, 422 when the job outruns its time or memory (or the parser fails in an unexpected way).
   */
  run<K extends ParseKind>(job: Extract<ParseJob, { kind: K }>, owner?: string): Promise<ParseResults[K]>;
  /** Ends every thread and refuses the jobs still waiting (graceful shutdown, tests). */
  shutdown(): Promise<void>;
  /** Threads alive now, busy or idle. */
  threadCount(): number;
}

export function createParsePool(options: ParsePoolOptions): ParsePool {
  const threads = new Set<Thread>();
  // Waiting jobs per owner; owners take turns, one thread each at a time (fair-lanes.ts).
  const lanes = fairLanes<PendingJob>(options);
  const running = new Set<string>();
  let nextId = 1;
  let closing = false;

  function fromThread(kind: ParseKind, failure: ThreadFailure): Error {
    if ('unexpected' in failure) return unreadable(kind);
    if ('engine' in failure) return new EngineError(failure.engine, failure.message);
    return new HttpError(failure.status, failure.message, failure.code as HttpError['code']);
  }

  function startThread(): Thread {
    const worker = startParseThread({ resourceLimits: options.resourceLimits });
    let started = false;
    let crash: Error | undefined;
    const thread: Thread = {
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
          const failure = crash ?? new Error('the parsing thread ended before it was ready');
          reject(failure);
          const job = thread.job;
          // A thread that could not start is the server's fault; one that dies mid-job (out of
          // memory, or terminated for its time) is the input's, and takes only that job with it.
          if (job)
            finish(thread, {
              error: closing ? new HttpError(503, options.busyMessage) : started ? tooComplex(job.job.kind) : failure,
            });
          pump();
        });
      }),
    };
    thread.ready.catch(() => undefined);
    threads.add(thread);
    return thread;
  }

  function finish(thread: Thread, outcome: { result: unknown } | { error: Error }) {
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

  function begin(thread: Thread, job: PendingJob) {
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
          if ('data' in job.job) {
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
      begin(idle ?? startThread(), job);
    }
  }

  return {
    threadCount: () => threads.size,
    run<K extends ParseKind>(job: Extract<ParseJob, { kind: K }>, owner?: string): Promise<ParseResults[K]> {
      const lane = owner ?? NO_OWNER;
      const refusal = lanes.admit(lane, { capped: owner !== undefined });
      if (refusal === 'owner-busy') return Promise.reject(new HttpError(429, options.ownerBusyMessage, ERROR_CODES.jobsInProgress));
      if (refusal === 'busy') return Promise.reject(new HttpError(503, options.busyMessage));
      return new Promise<ParseResults[K]>((resolve, reject) => {
        const pending: PendingJob = {
          id: nextId++,
          owner: lane,
          job,
          settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.result as ParseResults[K])),
        };
        pending.timer = setTimeout(() => {
          if (!lanes.withdraw(lane, pending)) return;
          lanes.release(lane);
          reject(new HttpError(503, options.busyMessage));
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
        job.settle({ error: new HttpError(503, options.busyMessage) });
      }
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

let shared: ParsePool | undefined;

/** The process's pool, created on first use. */
export function parseInThread<K extends ParseKind>(job: Extract<ParseJob, { kind: K }>, owner?: string): Promise<ParseResults[K]> {
  shared ??= createParsePool(DEFAULT_PARSE_POOL);
  return shared.run(job, owner);
}

/** Ends the process's parsing threads (graceful shutdown, tests); the next job starts new ones. */
export async function shutdownParsing(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.shutdown();
}
