import type { session as sessionTable, user as userTable } from '../db/schema';

/**
 * How long this instance serves a resolved session without asking the database again. It is also
 * the longest another instance may still accept a session signed out, revoked or changed here
 * (decision 030).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every active user of one instance; the oldest entries go first beyond it. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionRow = typeof sessionTable.$inferSelect;
export type UserRow = typeof userTable.$inferSelect;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** A monotonic clock in milliseconds (tests move it). */
  now?: () => number;
}

export interface SessionCache {
  get(token: string): CachedSession | undefined;
  /** The epoch a read starts in; `set` with an older epoch is dropped (something was forgotten meanwhile). */
  epoch(): number;
  set(token: string, value: CachedSession, readInEpoch: number): void;
  forgetToken(token: string): void;
  /** Every cached session of the user: after a revocation, a profile or a plan change. */
  forgetUser(userId: string): void;
  clear(): void;
}

/** Resolved sessions of this instance, by session token, for a few seconds (decision 030). */
export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  now = () => performance.now(),
}: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, { value: CachedSession; until: number }>();
  let epoch = 0;

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() < entry.until) return entry.value;
      entries.delete(token);
      return undefined;
    },
    epoch: () => epoch,
    set(token, value, readInEpoch) {
      // A sign-out that ran while this session was being read must not be undone by caching the read.
      if (readInEpoch !== epoch || ttlMs <= 0) return;
      entries.delete(token);
      // Maps iterate in insertion order: the first key is the oldest entry.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { value, until: now() + ttlMs });
    },
    forgetToken(token) {
      epoch += 1;
      entries.delete(token);
    },
    forgetUser(userId) {
      epoch += 1;
      for (const [token, entry] of entries) if (entry.value.user.id === userId) entries.delete(token);
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}
