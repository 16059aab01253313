// What the log may keep of an error: a failed query's message ends with its parameters (e-mail
// addresses, names, password hashes), and some messages name an e-mail.

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
  message: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: string;
  cause?: LoggedError;
}

/** An error's kind, scrubbed message, database codes and stack frames; never its detail or parameters. */
export function describeError(error: Error, depth = 0): LoggedError {
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
