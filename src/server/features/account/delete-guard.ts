import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { account } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { Mailer } from '../../mail/mailer';

const DELETE_USER_PATH = '/api/auth/delete-user';

function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}

/**
 * better-auth deletes an account without its password when the session is less than a day old.
 * A borrowed, still signed-in laptop must not be enough: without mail (where a confirmation link
 * is mailed instead), an account that has a password is deleted only with it. An account signed in
 * only through Google or GitHub has none, and keeps better-auth's rule.
 */
export const deleteUserGuard = fp(async (app: FastifyInstance, { auth, db, mailer }: { auth: Auth; db: Db; mailer: Mailer }) => {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== DELETE_USER_PATH || mailer.enabled) return;
    const body = request.body as { password?: unknown; token?: unknown } | null | undefined;
    if (typeof body?.password === 'string' && body.password !== '') return;
    if (typeof body?.token === 'string' && body.token !== '') return;
    const found = await auth.api.getSession({ headers: webHeaders(request) });
    // No session: better-auth answers it (401).
    if (found && (await hasPassword(db, found.user.id))) throw badRequest(ACCOUNT_MESSAGES.deletePasswordRequired);
  });
});
