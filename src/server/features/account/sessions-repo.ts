import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

export type SessionRow = Pick<typeof session.$inferSelect, 'id' | 'token' | 'userAgent' | 'ipAddress' | 'createdAt' | 'updatedAt'>;

/** The user's sessions that have not expired and began after `createdAfter`, the most recently active first. */
export async function liveSessions(db: Db, userId: string, now: Date, createdAfter: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now), gt(session.createdAt, createdAfter)))
    .orderBy(desc(session.updatedAt), desc(session.id));
}

/** The token of the user's session `id`, or undefined when the user has no such session. */
export async function sessionToken(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)));
  return row?.token;
}

/** Deletes the user's session `id`; returns its token, or undefined when there was none. */
export async function deleteSession(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ token: session.token });
  return row?.token;
}
