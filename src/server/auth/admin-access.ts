import { APIError } from 'better-auth/api';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_MESSAGES } from '../../shared/admin';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { HttpError } from '../http-error';

/** Whether this user row is an administrator: its stored role, or its address in ADMIN_EMAILS (decision 055). */
export function isAdminRow(row: { role: string; email: string }, adminEmails: readonly string[]): boolean {
  return row.role === 'admin' || adminEmails.includes(row.email.toLowerCase());
}

const older = alias(user, 'older');

/**
 * Makes the new user an administrator when no user row is older than theirs: the first account of
 * a fresh install (user ids are time-ordered UUIDv7). Two sign-ups at the very first moment may
 * both pass, never none. Returns whether it did.
 */
export async function promoteFirstUser(db: Db, userId: string): Promise<boolean> {
  const promoted = await db
    .update(user)
    .set({ role: 'admin' })
    .where(
      and(
        eq(user.id, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(older)
            .where(lt(older.id, userId)),
        ),
      ),
    )
    .returning({ id: user.id });
  return promoted.length > 0;
}

/**
 * Run before better-auth creates any session (sign-in, social sign-in, sign-up): a disabled
 * account gets none, with words that say why.
 */
export async function refuseDisabledUser(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, userId));
  if (row?.disabledAt) throw new APIError('FORBIDDEN', { message: ADMIN_MESSAGES.disabledSignIn, code: ERROR_CODES.accountDisabled });
}

/** The administrators' routes' guard (decision 055): anyone else gets the answer of a path with no route. */
export function adminOnly(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) {
  done(request.user?.admin ? undefined : new HttpError(404, MESSAGES.routeNotFound, ERROR_CODES.notFound));
}
