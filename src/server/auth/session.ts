import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { type User, userSchema } from '../../shared/user.schema';
import type { Db } from '../db/client';
import { session as sessionTable } from '../db/schema';
import { type Auth, SESSION_ABSOLUTE_MAX_MS } from './auth';

interface AuthUserRow {
  id: string;
  email: string;
  image?: string | null;
  firstName?: unknown;
  lastName?: unknown;
  plan?: unknown;
}

export function toUser(row: AuthUserRow): User {
  return userSchema.parse({
    id: row.id,
    email: row.email,
    firstName: typeof row.firstName === 'string' ? row.firstName : null,
    lastName: typeof row.lastName === 'string' ? row.lastName : null,
    profileImageUrl: row.image ?? null,
    plan: row.plan ?? 'Free',
  });
}

/**
 * The signed-in user of this request, or null. A session older than the absolute maximum
 * is deleted even if it was kept alive by use.
 */
export async function resolveUser(auth: Auth, db: Db, request: FastifyRequest): Promise<User | null> {
  if (!request.headers.cookie) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  if (Date.now() - new Date(result.session.createdAt).getTime() > SESSION_ABSOLUTE_MAX_MS) {
    await db.delete(sessionTable).where(eq(sessionTable.id, result.session.id));
    return null;
  }
  return toUser(result.user as AuthUserRow);
}
