import { readFileSync } from 'node:fs';
import { RESET_PASSWORD_PATH } from '../shared/account';
import type { Auth } from './auth/auth';
import { createResetLink } from './auth/reset-link';
import type { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { pingProvider } from './engine/llm/ping';
import type { AccountDeletion } from './features/account/service';
import { aiStatus } from './features/ai-status/routes';
import { adminEmails, usersPage } from './features/admin/repo';
import { adminService } from './features/admin/service';
import type { Mailer } from './mail/mailer';
import { projectPath } from './project-path';

/** The version in package.json, as the instance card shows it. */
export const studiumVersion = (): string => (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

export interface AdministrationOptions {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  sessionCache: SessionCache;
  mailer: Mailer;
  accounts: AccountDeletion;
  now?: () => Date;
}

/**
 * The administrators' service (features/admin) wired to the rest of the server: the account
 * feature's deletion, better-auth's reset mail and links, the AI provider. The /admin routes and
 * `npm run admin` share it (decision 055).
 */
export function createAdministration({
  config,
  database,
  auth,
  sessionCache,
  mailer,
  accounts,
  now = () => new Date(),
}: AdministrationOptions) {
  const status = aiStatus(config.ai);
  return adminService({
    db: database.db,
    now,
    timeZone: config.usageTimeZone,
    adminEmails: config.adminEmails,
    forgetUser: (userId) => sessionCache.forgetUser(userId),
    deleteAccount: (userId) => accounts.deleteAccount(userId),
    requestPasswordReset: mailer.enabled
      ? async (email) => {
          await auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PATH } });
        }
      : undefined,
    createResetLink: (userId) => createResetLink(auth, userId),
    facts: {
      database: database.kind === 'pglite' ? 'embedded' : 'postgresql',
      version: studiumVersion(),
      ai: { provider: status.provider, model: status.model },
      mail: mailer.enabled,
    },
    testAi: () => pingProvider(config.ai),
  });
}

/**
 * The start log's line naming this server's administrators (addresses only, never a secret): the
 * accounts made administrators and ADMIN_EMAILS, or how to get one.
 */
export async function administratorsLine(config: Config, database: DatabaseHandle): Promise<string> {
  const stored = await adminEmails(database.db);
  const named = config.adminEmails.filter((email) => !stored.includes(email));
  if ((await usersPage(database.db, { limit: 1 })).length === 0) {
    const also = named.length ? `, as does any account of ADMIN_EMAILS (${named.join(', ')})` : ' (or set ADMIN_EMAILS)';
    return `No account yet: the first account to sign up becomes an administrator${also}. README, Administration.`;
  }
  const all = [...stored, ...named.map((email) => `${email} (ADMIN_EMAILS)`)];
  if (all.length) return `Administrators (the /admin page): ${all.join(', ')}`;
  return 'No administrator yet: set ADMIN_EMAILS, or run `npm run admin -- make-admin <email>` (README, Administration).';
}
