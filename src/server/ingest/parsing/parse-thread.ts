// Entry of a parsing thread (started by parse-pool.ts). Parsing needs no network, so the thread
// is cut off from it before any parser loads: a hostile file cannot make the server fetch anything.
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import { EngineError, type EngineErrorKind } from '../../engine/errors';
import { HttpError } from '../../http-error';
import { lowerThisThreadPriority } from '../background-priority';
import type { ParseJob } from './parse-jobs';

const OFFLINE_MESSAGE = 'Parsing runs offline: its thread may not open network connections.';
const refuse = () => {
  throw new Error(OFFLINE_MESSAGE);
};
globalThis.fetch = async () => refuse();
net.Socket.prototype.connect = refuse;
lowerThisThreadPriority();

/** How a failure crosses the thread boundary: an HttpError keeps its status, message and code, an EngineError its kind. */
export type ThreadFailure =
  { status: number; message: string; code: string } | { engine: EngineErrorKind; message: string } | { unexpected: string };

function asFailure(error: unknown): ThreadFailure {
  if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code };
  if (error instanceof EngineError) return { engine: error.kind, message: error.message };
  return { unexpected: String(error) };
}
export type ThreadReply = { ready: true } | { id: number; result: unknown } | { id: number; error: ThreadFailure };

const port = parentPort!;
const { runParseJob } = await import('./parse-jobs');

port.on('message', ({ id, job }: { id: number; job: ParseJob }) => {
  runParseJob(job).then(
    (result) => port.postMessage({ id, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ id, error: asFailure(error) } satisfies ThreadReply),
  );
});
port.postMessage({ ready: true } satisfies ThreadReply);
