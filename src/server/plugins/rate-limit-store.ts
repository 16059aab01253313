import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store keeping fixed-window counters in the database, so every
 * server instance sees the same count. One atomic upsert per request.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    prefix = 'global';

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.prefix}:${key}`;
      db.execute(
        sql`
        INSERT INTO rate_limit (key, count, reset_at)
        VALUES (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.count + 1 END,
          reset_at = CASE WHEN rate_limit.reset_at <= now() THEN excluded.reset_at ELSE rate_limit.reset_at END
        RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM (reset_at - now())) * 1000)::int AS ttl`,
      )
        .then((result) => {
          // Both drivers answer raw SQL with { rows }.
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error));
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged settings, the route under `routeInfo`.
      const route = (options as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const store = new DatabaseStore();
      store.prefix = `${String(route?.method ?? '')}${route?.url ?? ''}`;
      return store;
    }
  };
}
