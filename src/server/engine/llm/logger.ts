import type { Config } from '../../config';

/** The part of a pino/Fastify logger the engine needs; `app.log` fits. */
export interface EngineLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

const WARN_SHOWN_AT: ReadonlySet<Config['logLevel']> = new Set(['trace', 'debug', 'info', 'warn']);

/**
 * Used when the caller passes no logger: one JSON line on stderr like pino's, so a provider
 * failure is never silent, and nothing at all when LOG_LEVEL hides warnings (tests use silent).
 */
export function stderrLogger(level: Config['logLevel']): EngineLogger {
  if (!WARN_SHOWN_AT.has(level)) return { warn: () => {} };
  return {
    warn(details, message) {
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })}\n`);
    },
  };
}
