/**
 * How a job's failure crosses back from its thread: an HttpError keeps its status, message and
 * code; an error of the job set's own (the engine's EngineError) travels as the set encodes it
 * (serveJobs' `encode`, the pool's `revive`); any other is unexpected.
 */
export type ThreadFailure = { status: number; message: string; code: string } | { own: unknown } | { unexpected: string };

export type ThreadReply = { ready: true } | { id: number; result: unknown } | { id: number; error: ThreadFailure };
