import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../../shared/i18n/languages';
import { settle } from '../../shared/plan-schedule';
import type { User } from '../../shared/user';
import { userSchema } from '../../shared/user.schema';
import { SESSION_ACTIVITY_STEP_MS } from '../../shared/account';
import type { Db } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema';
import { isAdminRow } from './admin-access';
import { type Auth, SESSION_ABSOLUTE_MAX_MS, SESSION_LIFETIME_S, SESSION_REFRESH_AGE_S } from './auth';
import type { CachedSession, SessionCache } from './session-cache';

/**
 * The user as the API shows it; a paid plan past its end date reads as the plan queued after it,
 * else Free (no scheduler needed). `adminEmails`: ADMIN_EMAILS, whose accounts are administrators
 * whatever their stored role.
 */
export function toUser(row: typeof userTable.$inferSelect, now: Date = new Date(), adminEmails: readonly string[] = []): User {
  const { plan, expiresAt } = settle({ ...row, expiresAt: row.planExpiresAt }, now);
  return userSchema.parse({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.image,
    plan,
    planExpiresAt: expiresAt?.toISOString() ?? null,
    admin: isAdminRow(row, adminEmails),
    language: isLanguage(row.language) ? row.language : null,
  });
}

/** The session token of a cookie signed as better-auth signs it (token.base64(HMAC-SHA256)). */
function verifiedToken(signedValue: string | undefined, secret: string): string | null {
  if (!signedValue) return null;
  const dot = signedValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signedValue.slice(0, dot);
  const given = Buffer.from(signedValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Cookie headers remembered with the token they carry; a browser sends the same header again and again. */
const COOKIE_HEADERS_KEPT = 10_000;
/** Longer headers are verified every time rather than kept. */
const COOKIE_HEADER_KEPT_MAX_LENGTH = 4096;

export interface SessionResolver {
  /**
   * The user of a session this instance resolved a moment ago (decision 030), without waiting:
   * undefined when it must be resolved with `resolve`. Most requests of a signed-in user end here.
   */
  cached(request: FastifyRequest): User | null | undefined;
  /** The signed-in user of this request, or null. May refresh the session cookie on `reply`. */
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<User | null>;
  /** The session token of this request's cookie when its signature holds (not whether the session is alive). */
  token(request: FastifyRequest): string | null;
  /**
   * Deletes this request's session if it is past the absolute maximum, before better-auth's own
   * endpoints (get-session, …) see it: better-auth knows only the sliding 7-day expiry.
   */
  endIfPastMaximum(request: FastifyRequest): Promise<void>;
}

/** Whether a stored session may be served as it is: unexpired, within the maximum, not due for extension. */
function servable({ session }: CachedSession, now: number): boolean {
  if (session.expiresAt.getTime() <= now) return false;
  if (now - session.createdAt.getTime() > SESSION_ABSOLUTE_MAX_MS) return false;
  const lastExtended = session.expiresAt.getTime() - SESSION_LIFETIME_S * 1000;
  return now - lastExtended < SESSION_REFRESH_AGE_S * 1000;
}

/**
 * Resolves sessions in one indexed query instead of better-auth's full getSession pipeline
 * (its overhead on every request is measured in decision 003), and keeps what it resolved for a
 * few seconds in `cache` (decision 030). better-auth still issues, refreshes and revokes sessions: once a day per session
 * (its updateAge) the request goes through getSession, which extends the session and sends the new
 * cookie. Sessions older than the absolute maximum are deleted.
 */
export async function createSessionResolver(
  auth: Auth,
  db: Db,
  cache: SessionCache,
  clock: () => Date = () => new Date(),
  adminEmails: readonly string[] = [],
): Promise<SessionResolver> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const secret = context.secret;

  async function refreshThroughBetterAuth(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    const cookies = result.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!result.response) return null;
    const [row] = await db.select().from(userTable).where(eq(userTable.id, result.response.user.id));
    return row && !row.disabledAt ? toUser(row, clock(), adminEmails) : null;
  }

  // Parsing the header and checking the token's signature cost more than the rest of a cached
  // request; both depend on the header alone, so a header verified once is remembered. Only
  // headers with a valid signature are kept, so made-up cookies cannot fill the map.
  const tokenOfHeader = new Map<string, string>();
  const tokenOf = (request: FastifyRequest) => {
    const header = request.headers.cookie;
    if (!header) return null;
    const known = tokenOfHeader.get(header);
    if (known) return known;
    const token = verifiedToken(parseCookies(header).get(cookieName), secret);
    if (token && header.length <= COOKIE_HEADER_KEPT_MAX_LENGTH) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (tokenOfHeader.size >= COOKIE_HEADERS_KEPT) tokenOfHeader.delete(tokenOfHeader.keys().next().value!);
      tokenOfHeader.set(header, token);
    }
    return token;
  };

  const fromCache = (token: string): User | undefined => {
    // Every cached session is checked against the clock as a stored one is: expiry and the
    // 30-day maximum hold to the millisecond, whatever the cache's lifetime.
    const cached = cache.get(token);
    if (cached && servable(cached, Date.now())) return toUser(cached.user, clock(), adminEmails);
    if (cached) cache.forgetToken(token);
    return undefined;
  };

  return {
    async endIfPastMaximum(request) {
      const token = tokenOf(request);
      if (!token) return;
      const oldest = new Date(Date.now() - SESSION_ABSOLUTE_MAX_MS);
      cache.forgetToken(token);
      await db.delete(sessionTable).where(and(eq(sessionTable.token, token), lt(sessionTable.createdAt, oldest)));
    },

    cached(request) {
      const token = tokenOf(request);
      return token ? fromCache(token) : null;
    },

    token: tokenOf,

    async resolve(request, reply) {
      const token = tokenOf(request);
      if (!token) return null;
      const hit = fromCache(token);
      if (hit) return hit;
      const now = Date.now();
      const epoch = cache.epoch();
      const [found] = await db
        .select({ session: sessionTable, user: userTable })
        .from(sessionTable)
        .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
        .where(eq(sessionTable.token, token));
      if (!found) return null;
      const { session, user } = found;
      // Disabling deletes the sessions too; this holds for a session read in the same moment, and
      // leaves another instance's cache (5 s) the only window (decision 055).
      if (user.disabledAt) return null;
      if (session.expiresAt.getTime() <= now) return null;
      if (now - session.createdAt.getTime() > SESSION_ABSOLUTE_MAX_MS) {
        await db.delete(sessionTable).where(eq(sessionTable.id, session.id));
        return null;
      }
      if (!servable(found, now)) return refreshThroughBetterAuth(request, reply);
      // "Last active" in the list of sessions: written at most once a step, on a read that missed the cache.
      if (now - session.updatedAt.getTime() >= SESSION_ACTIVITY_STEP_MS) {
        await db
          .update(sessionTable)
          .set({ updatedAt: new Date(now) })
          .where(eq(sessionTable.id, session.id));
      }
      cache.set(token, found, epoch);
      return toUser(user, clock(), adminEmails);
    },
  };
}
