import type { FastifyBaseLogger } from 'fastify';
import { describeError, primitive, scrubLogText } from '../logging/scrubbed-error';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

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
      // Described here rather than left to the app logger's `err` serializer: scrubbed on any logger.
      const details = args.map(describeArgument).filter((value) => value !== undefined);
      const entry = details.length ? { details } : {};
      const target = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
      auth[target](entry, scrubLogText(String(message)));
    },
  };
}
