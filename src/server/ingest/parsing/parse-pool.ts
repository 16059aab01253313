import { EXTRACTION_JOBS_PER_USER, EXTRACTION_MESSAGES } from '../../../shared/extraction';
import { createWorkerPool, THREAD_DEFAULTS, type JobSet, type WorkerPool, type WorkerPoolOptions } from '../../threads/worker-pool';
import { tooComplex, unreadable } from './parse-failures';
import type { ParseJob, ParseResults } from './parse-jobs';

// PDFs, Word files, web pages, images to convert and long notes' HTML are parsed on threads of
// their own pool (threads/worker-pool.ts), apart from the offline engine's.

export type ParsePool = WorkerPool<ParseJob, ParseResults>;

const PARSE_JOBS: JobSet<ParseJob> = {
  thread: { name: 'parse-thread', source: new URL('./parse-thread.ts', import.meta.url) },
  tooComplex,
  unreadable,
};

export const DEFAULT_PARSE_POOL: WorkerPoolOptions = {
  ...THREAD_DEFAULTS,
  // Ten users who keep their two files queued hold 15 places (their second files only while fewer
  // than 15 are held); the other 15 are for users sending their first (decision 047).
  maxJobs: 30,
  maxJobsPerOwner: EXTRACTION_JOBS_PER_USER,
  reservedForNewcomers: 15,
  busyMessage: EXTRACTION_MESSAGES.busy,
  ownerBusyMessage: EXTRACTION_MESSAGES.userBusy,
};

export const createParsePool = (options: WorkerPoolOptions): ParsePool => createWorkerPool(PARSE_JOBS, options);

let shared: ParsePool | undefined;

/** The process's pool, created on first use. */
export function parseInThread<K extends ParseJob['kind']>(job: Extract<ParseJob, { kind: K }>, owner?: string): Promise<ParseResults[K]> {
  shared ??= createParsePool(DEFAULT_PARSE_POOL);
  return shared.run(job, owner);
}

/** Ends the process's parsing threads (graceful shutdown, tests); the next job starts new ones. */
export async function shutdownParsing(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.shutdown();
}
