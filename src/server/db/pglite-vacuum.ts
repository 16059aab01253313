import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** How often the embedded database's tables are vacuumed. */
export const PGLITE_VACUUM_EVERY_MS = 60 * 60 * 1000;

interface VacuumLogger {
  warn(details: object, message: string): void;
}

/**
 * Vacuums and analyzes every table of the app, one at a time with a turn of the event loop between
 * them (PGlite runs on the main thread). Answers how many tables were vacuumed.
 */
export async function vacuumTables(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(relname) as name from pg_stat_user_tables order by relname`,
  );
  for (const { name } of rows) {
    await nextTurn();
    await client.exec(`VACUUM (ANALYZE) ${name}`);
  }
  return rows.length;
}

/**
 * PGlite runs PostgreSQL as a single process: there is no autovacuum worker, so the space of
 * deleted and updated rows (expired speech clips above all, the largest rows) was never reused and
 * the data directory only grew. An hourly VACUUM makes it reusable, as autovacuum does on
 * PostgreSQL, and its ANALYZE keeps the planner's statistics (kept in the data directory across
 * restarts): without them every query is planned for empty tables, and a class's results table
 * took twice the work it takes with them. Stops with the app.
 */
export function startPgliteVacuum(client: PGlite, { everyMs = PGLITE_VACUUM_EVERY_MS, log }: { everyMs?: number; log: VacuumLogger }) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= vacuumTables(client)
      .catch((error: unknown) => log.warn({ err: error }, 'Vacuuming the embedded database failed'))
      .finally(() => (running = undefined));
  }, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
