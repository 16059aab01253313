// The first import of every pool thread's entry (ingest/parsing/parse-thread.ts,
// engine/offline/engine-thread.ts). Jobs need no network, so the thread is cut off from it before
// any job's code loads: a hostile file cannot make the server fetch anything. The thread then gives
// way to the main thread (background-priority.ts).
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../http-error';
import { lowerThisThreadPriority } from './background-priority';
import type { ThreadFailure, ThreadReply } from './thread-messages';

const OFFLINE_MESSAGE = 'Background jobs run offline: their thread may not open network connections.';
const refuse = () => {
  throw new Error(OFFLINE_MESSAGE);
};
globalThis.fetch = async () => refuse();
net.Socket.prototype.connect = refuse;
lowerThisThreadPriority();

/**
 * Answers the pool's jobs on this thread with the runner `load` gives (loaded after the network is
 * cut off). `encode` turns an error of the job set's own into what crosses back (ThreadFailure's
 * `own`); undefined leaves it unexpected.
 */
export async function serveJobs<Job>(
  load: () => Promise<(job: Job) => Promise<unknown>>,
  encode: (error: unknown) => unknown = () => undefined,
): Promise<void> {
  const asFailure = (error: unknown): ThreadFailure => {
    if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code };
    const own = encode(error);
    return own === undefined ? { unexpected: String(error) } : { own };
  };
  const port = parentPort!;
  const run = await load();
  port.on('message', ({ id, job }: { id: number; job: Job }) => {
    run(job).then(
      (result) => port.postMessage({ id, result } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ id, error: asFailure(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReply);
}
