import type { FastifyBaseLogger } from 'fastify';
import { createAdministration } from '../administration';
import { createAuth } from '../auth/auth';
import { resolveAuthSecret } from '../auth/secret';
import { createSessionCache } from '../auth/session-cache';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { accountDeletion } from '../features/account/service';
import { createListCache } from '../http/list-cache';
import { createMailer } from '../mail/mailer';

/** Warnings and errors on stderr, the rest dropped: the command's own output is what its user reads. */
export function cliLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): FastifyBaseLogger {
  const say = (level: string) => (first: unknown, second?: unknown) => {
    const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
    write(`${level}: ${message}`);
  };
  const quiet = () => {};
  const logger = {
    level: 'warn',
    fatal: say('error'),
    error: say('error'),
    warn: say('warning'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/**
 * The administrators' service as the server builds it, on the same database and session secret,
 * for `npm run admin`: nothing is mailed, and this process's caches are its own (another instance's
 * cache keeps a disabled user's session at most 5 s, decision 055).
 */
export function cliAdministration(config: Config, database: DatabaseHandle, log: FastifyBaseLogger = cliLogger()) {
  const secret = resolveAuthSecret(config.authSecret, config.dataDir, log);
  const sessionCache = createSessionCache();
  const mailer = createMailer({ from: config.mail.from }, log);
  const accounts = accountDeletion(database.db, sessionCache, createListCache());
  const auth = createAuth(config, database.db, secret, log, sessionCache, mailer, accounts);
  return createAdministration({ config, database, auth, sessionCache, mailer, accounts });
}
