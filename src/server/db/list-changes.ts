import pg from 'pg';
import type { DatabaseHandle } from './client';

/** The channel the `studium_list_changed` trigger (migration 0006) notifies with the owner's id. */
export const LIST_CHANGED_CHANNEL = 'studium_list_changed';

/** How long a lost PostgreSQL listener waits before it connects again, doubling up to the last. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

export interface ListChangeHandlers {
  /**
   * A row of this user's lists was added, changed or deleted (by any instance, or straight in the
   * database); `undefined` when a whole table was emptied.
   */
  changed(userId: string | undefined): void;
  /** Changes can no longer be heard: nothing kept may be trusted until `listening` is called again. */
  deaf(): void;
  /** Changes are heard (first time, or again after `deaf`). */
  listening(): void;
}

export interface ListChangeFeed {
  close(): Promise<void>;
}

/**
 * Hears every change to the rows lists show. PGlite runs in this process and delivers a
 * notification before the query that caused it resolves; PostgreSQL delivers it on a connection of
 * its own, kept apart from the pool and opened again when lost.
 */
export async function listenForListChanges(handle: DatabaseHandle, handlers: ListChangeHandlers): Promise<ListChangeFeed> {
  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(LIST_CHANGED_CHANNEL, (userId) => handlers.changed(userId || undefined));
    handlers.listening();
    return { close: () => unlisten() };
  }
  return listenOnPostgres(String(handle.pool.options.connectionString), handlers);
}

async function listenOnPostgres(connectionString: string, handlers: ListChangeHandlers): Promise<ListChangeFeed> {
  let closed = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    handlers.deaf();
    lostClient.end().catch(() => {});
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = (): Promise<void> => {
    if (closed) return Promise.resolve();
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === LIST_CHANGED_CHANNEL) handlers.changed(message.payload || undefined);
    });
    return next
      .connect()
      .then(() => next.query(`LISTEN ${LIST_CHANGED_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        failures = 0;
        handlers.listening();
      })
      .catch(() => lost(next));
  };

  handlers.deaf();
  // The app is ready once it hears changes, unless the database cannot be reached yet.
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
