// What the log may keep of an error: a failed query's message ends with its parameters (e-mail
// addresses, names, password hashes), PostgreSQL's own messages quote the values they refused
// ('invalid input syntax for type uuid: "…"'), and some messages name an e-mail.

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+/g;
const MAX_TEXT = 500;

/** The text without a failed query's parameters or any e-mail address, capped in length. */
export function scrubLogText(text: string): string {
  const beforeParams = text.split(/\bparams:/i)[0] ?? '';
  return beforeParams.replace(EMAIL, '[email]').trim().slice(0, MAX_TEXT);
}

export const primitive = (value: unknown) =>
  typeof value === 'string' ? scrubLogText(value) : typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

export interface LoggedError {
  type: string;
  /** For an error from the database itself, only its SQLSTATE: its own message may quote values. */
  message: string;
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  stack?: string;
  cause?: LoggedError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error PostgreSQL (or PGlite) answered: a five-character SQLSTATE and a severity. Its message,
 * detail, hint and context may quote the row's values; its names of schema objects may not.
 */
function isDatabaseError(fields: Record<string, unknown>): boolean {
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && typeof fields.severity === 'string';
}

/** Fields of a database error that name what failed, never the values involved. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column'] as const;

/**
 * An error's kind, scrubbed message, codes and stack frames; never its detail or parameters. A
 * database error is logged by its code and the names it gives, without its message.
 */
export function describeError(error: Error, depth = 0): LoggedError {
  const fields = error as unknown as Record<string, unknown>;
  const fromDatabase = isDatabaseError(fields);
  const described: LoggedError = {
    type: error.name,
    message: fromDatabase ? `database error ${String(fields.code)}` : scrubLogText(error.message),
  };
  for (const key of fromDatabase ? DATABASE_FIELDS : (['code', 'constraint', 'table'] as const)) {
    const value = primitive(fields[key]);
    if (value !== undefined) described[key] = value;
  }
  // Only the frames: a stack's first lines repeat the message, parameters included.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) described.stack = frames.join('\n');
  if (error.cause instanceof Error && depth < 3) described.cause = describeError(error.cause, depth + 1);
  return described;
}

/** What Fastify's logger options expect of an `err` serializer. */
type SerializedError = LoggedError & { stack: string; [key: string]: unknown };

/**
 * The logger's `err` serializer: whatever code logs `{ err }` (ours, Fastify's, a plugin's) writes
 * the described error, not pino's default, which copies every field (a query's `params` included).
 */
export function errorSerializer(value: Error): SerializedError {
  // pino hands over whatever was logged under `err`, an Error or not.
  const error: unknown = value;
  const described = error instanceof Error ? describeError(error) : { type: typeof error, message: String(primitive(error) ?? '') };
  return { ...described, stack: described.stack ?? '' };
}
