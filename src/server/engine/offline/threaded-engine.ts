import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { serverError, unprocessable } from '../../http-error';
import { createWorkerPool, THREAD_DEFAULTS, type JobSet, type WorkerPool, type WorkerPoolOptions } from '../../threads/worker-pool';
import { EngineError, type EngineErrorKind } from '../errors';
import type { EngineJob, StudyEngine } from '../types';
import { offlineEngine } from './offline-engine';
import type { EngineThreadJob, OfflineAnswer, OfflineTask } from './offline-tasks';
import { streamPieces } from './tutor';

// Summaries, quizzes, analyses and card suggestions rank every sentence of their text, which takes
// long enough on a long text that on the main thread every other request waited (decision 023).
// They run on a worker pool of their own (threads/worker-pool.ts), apart from the document and
// page parsers so that a long PDF does not hold up a summary. The rest of the engine works on a
// question or a few fields and stays here.

export const ENGINE_BUSY_MESSAGE = 'Studium is working through many texts right now. Please try again in a minute.';

/**
 * Summaries, quizzes, analyses and card suggestions one user may have in the works at once. Each
 * costs a generation, so the daily limit bounds a burst already; this bounds the texts one user
 * holds in memory at once. Fairness does not rest on it: users take turns whatever they hold.
 */
export const ENGINE_JOBS_PER_USER = 20;
export const ENGINE_USER_BUSY_MESSAGE = `Your earlier summaries, quizzes or analyses are still being worked on (at most ${ENGINE_JOBS_PER_USER} at a time). Wait until one is done, then try again.`;

export type EnginePool = WorkerPool<EngineThreadJob, { engine: unknown }>;

const ENGINE_JOBS: JobSet<EngineThreadJob> = {
  thread: { name: 'engine-thread', source: new URL('./engine-thread.ts', import.meta.url) },
  tooComplex: () => unprocessable(MESSAGES.textTooComplex, ERROR_CODES.tooComplex),
  // The engine failing in a way it does not report itself is a fault of ours, as it was on the main thread.
  unreadable: () => serverError(MESSAGES.serverError),
  revive: (own) => {
    const { kind, message } = own as { kind: EngineErrorKind; message: string };
    return new EngineError(kind, message);
  },
};

export const DEFAULT_ENGINE_POOL: WorkerPoolOptions = {
  ...THREAD_DEFAULTS,
  // A class generating quizzes together: each job takes under a second, so a longer queue still moves.
  maxJobs: 100,
  // Each user's jobs in turn (decision 047): a class's burst no longer waits ahead of one student's
  // summary, and half the places stay for users with none in the works.
  maxJobsPerOwner: ENGINE_JOBS_PER_USER,
  reservedForNewcomers: 50,
  // Starting a thread and loading the language model and WordNet takes a second or two: the first
  // summary after a quiet spell would wait that long. One thread stays once started (tens of MB).
  keepThreads: 1,
  busyMessage: ENGINE_BUSY_MESSAGE,
  ownerBusyMessage: ENGINE_USER_BUSY_MESSAGE,
};

type Operation = OfflineTask['operation'];

/** The offline engine with its whole-text operations run by `pool`. */
export function offlineEngineOn(pool: () => EnginePool): StudyEngine {
  const run = <O extends Operation>(task: Extract<OfflineTask, { operation: O }>, job?: EngineJob) =>
    pool().run({ kind: 'engine', task }, job?.owner) as Promise<OfflineAnswer<O>>;
  return {
    ...offlineEngine,
    summarize: (input, job) => run({ operation: 'summarize', input }, job),
    generateQuiz: (input, job) => run({ operation: 'generateQuiz', input }, job),
    analyze: (input, job) => run({ operation: 'analyze', input }, job),
    suggestCards: (input, job) => run({ operation: 'suggestCards', input }, job),
    solveDoubt: (input, job) => run({ operation: 'solveDoubt', input }, job),
    planSchedule: (input, job) => run({ operation: 'planSchedule', input }, job),
    studyPlan: (input, job) => run({ operation: 'studyPlan', input }, job),
    studyPath: (input, job) => run({ operation: 'studyPath', input }, job),
    async *tutorReply(input, options) {
      yield* streamPieces(await run({ operation: 'tutorPieces', input }, options), options);
    },
  };
}

export const createEnginePool = (options: WorkerPoolOptions): EnginePool => createWorkerPool(ENGINE_JOBS, options);

let shared: EnginePool | undefined;

/** The process's offline engine: its pool is created on first use. */
export const threadedOfflineEngine: StudyEngine = offlineEngineOn(() => (shared ??= createEnginePool(DEFAULT_ENGINE_POOL)));

/** Ends the engine's threads (graceful shutdown, tests); the next call starts new ones. */
export async function shutdownEngineThreads(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.shutdown();
}
