import type { FastifyBaseLogger } from 'fastify';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+/g;
const MAX_TEXT = 500;

/**
 * Text better-auth logs, without what may be a user's data: a failed query's message ends with
 * its parameters (e-mail addresses, names, password hashes), and some messages name an e-mail.
 */
export function scrubLogText(text: string): string {
  const beforeParams = text.split(/\bparams:/i)[0] ?? '';
  return beforeParams.replace(EMAIL, '[email]').trim().slice(0, MAX_TEXT);
}

const primitive = (value: unknown) =>
  typeof value === 'string' ? scrubLogText(value) : typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

interface LoggedError {
  type: string;
  message: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: string;
  cause?: LoggedError;
}

/** An error's kind, scrubbed message, database codes and stack frames; never its detail or parameters. */
function describeError(error: Error, depth = 0): LoggedError {
  const fields = error as unknown as Record<string, unknown>;
  const described: LoggedError = { type: error.name, message: scrubLogText(error.message) };
  for (const key of ['code', 'constraint', 'table'] as const) {
    const value = primitive(fields[key]);
    if (value !== undefined) described[key] = value;
  }
  // Only the frames: a stack's first lines repeat the message, parameters included.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) described.stack = frames.join('\n');
  if (error.cause instanceof Error && depth < 3) described.cause = describeError(error.cause, depth + 1);
  return described;
}

function describeArgument(value: unknown): unknown {
  if (value instanceof Error) return { error: describeError(value) };
  if (value && typeof value === 'object') {
    // A plain object keeps its plain fields (such as a provider id); nested data is left out.
    const kept = Object.entries(value).flatMap(([key, field]) => {
      const plain = primitive(field);
      return plain === undefined ? [] : [[key, plain] as const];
    });
    return Object.fromEntries(kept);
  }
  return primitive(value);
}

/**
 * better-auth's `logger` option: its messages go to the app's logger (never straight to stderr)
 * with user data taken out. Its info and debug messages are debug here: they explain routine
 * refusals, not problems.
 */
export function betterAuthLogger(log: FastifyBaseLogger) {
  const auth = log.child({ module: 'better-auth' });
  return {
    level: 'info' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      // Not under `err`: the logger's error serializer would put the raw fields back.
      const details = args.map(describeArgument).filter((value) => value !== undefined);
      const entry = details.length ? { details } : {};
      const target = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
      auth[target](entry, scrubLogText(String(message)));
    },
  };
}
