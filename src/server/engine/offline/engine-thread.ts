// Entry of an offline engine thread (threaded-engine.ts): serveJobs, imported first, cuts the
// thread off the network before the engine loads.
import { serveJobs } from '../../threads/serve-jobs';
import { EngineError } from '../errors';
import type { EngineThreadJob } from './offline-tasks';

// An EngineError crosses as its kind and message, so the main thread answers it as it would its own.
const encode = (error: unknown) => (error instanceof EngineError ? { kind: error.kind, message: error.message } : undefined);

await serveJobs(async () => {
  // The language model and WordNet take a second and tens of MB: loaded once per thread.
  const { runOfflineTask } = await import('./offline-tasks');
  return (job: EngineThreadJob) => runOfflineTask(job.task);
}, encode);
