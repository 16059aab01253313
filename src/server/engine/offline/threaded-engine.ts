import { createParsePool, DEFAULT_PARSE_POOL, type ParsePool, type ParsePoolOptions } from '../../ingest/parsing/parse-pool';
import type { EngineJob, StudyEngine } from '../types';
import { offlineEngine } from './offline-engine';
import type { OfflineAnswer, OfflineTask } from './offline-tasks';
import { streamPieces } from './tutor';

// Summaries, quizzes, analyses and card suggestions rank every sentence of their text: 20,000
// characters take 0.1–0.3 s, 50,000 up to 0.7 s, and on the main thread every other request
// waited that long. They run on threads of their own (the parsing pool's kind, decision 023), apart
// from the document and page parsers so that a long PDF does not hold up a summary. The rest of
// the engine works on a question or a few fields and stays here.

export const ENGINE_BUSY_MESSAGE = 'Studium is working through many texts right now. Please try again in a minute.';

/**
 * Summaries, quizzes, analyses and card suggestions one user may have in the works at once. Each
 * costs a generation, so the daily limit bounds a burst already; this bounds the texts one user
 * holds in memory at once. Fairness does not rest on it: users take turns whatever they hold.
 */
export const ENGINE_JOBS_PER_USER = 20;
export const ENGINE_USER_BUSY_MESSAGE = `Your earlier summaries, quizzes or analyses are still being worked on (at most ${ENGINE_JOBS_PER_USER} at a time). Wait until one is done, then try again.`;

export const DEFAULT_ENGINE_POOL: ParsePoolOptions = {
  ...DEFAULT_PARSE_POOL,
  // A class generating quizzes together: each job takes under a second, so a longer queue still moves.
  maxJobs: 100,
  // Each user's jobs in turn (decision 047): a class's burst no longer waits ahead of one student's
  // summary, and half the places stay for users with none in the works.
  maxJobsPerOwner: ENGINE_JOBS_PER_USER,
  reservedForNewcomers: 50,
  // Starting a thread and loading the language model and WordNet takes 1.5–2 s: the first summary
  // after a quiet spell would wait that long. One thread stays once started (tens of MB).
  keepThreads: 1,
  busyMessage: ENGINE_BUSY_MESSAGE,
  ownerBusyMessage: ENGINE_USER_BUSY_MESSAGE,
};

type Operation = OfflineTask['operation'];

/** The offline engine with its whole-text operations run by `pool`. */
export function offlineEngineOn(pool: () => ParsePool): StudyEngine {
  const run = <O extends Operation>(task: Extract<OfflineTask, { operation: O }>, job?: EngineJob) =>
    pool().run({ kind: 'engine', task }, job?.owner) as Promise<OfflineAnswer<O>>;
  return {
    ...offlineEngine,
    summarize: (input, job) => run({ operation: 'summarize', input }, job),
    generateQuiz: (input, job) => run({ operation: 'generateQuiz', input }, job),
    analyze: (input, job) => run({ operation: 'analyze', input }, job),
    suggestCards: (input, job) => run({ operation: 'suggestCards', input }, job),
    solveDoubt: (input) => run({ operation: 'solveDoubt', input }),
    planSchedule: (input) => run({ operation: 'planSchedule', input }),
    studyPlan: (input) => run({ operation: 'studyPlan', input }),
    studyPath: (input) => run({ operation: 'studyPath', input }),
    async *tutorReply(input, options) {
      yield* streamPieces(await run({ operation: 'tutorPieces', input }), options);
    },
  };
}

let shared: ParsePool | undefined;

/** The process's offline engine: its pool is created on first use. */
export const threadedOfflineEngine: StudyEngine = offlineEngineOn(() => (shared ??= createParsePool(DEFAULT_ENGINE_POOL)));

/** Ends the engine's threads (graceful shutdown, tests); the next call starts new ones. */
export async function shutdownEngineThreads(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.shutdown();
}
