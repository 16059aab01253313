import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database, the app's and the tests' and the benches' alike: the extensions the
 * migrations create must be loaded before PGlite starts, or `CREATE EXTENSION` (and any query of a
 * database that has it) fails. pg_trgm backs the notes search's substring index (decision 064).
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}
