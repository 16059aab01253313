import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The sort key of a row in a list ordered by creation time, as a page cursor holds it. */
export interface CreatedKey {
  createdAt: string;
  id: string;
}

/** Microseconds, as stored: a page's cursor must compare equal to the row it was read from. */
export const createdAtKey = (createdAt: AnyPgColumn) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after `after` in a newest-first list (created_at desc, id desc); every row without a key. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, after: CreatedKey | undefined): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined;
}

/** The rows after `after` in an oldest-first list (created_at asc, id asc); every row without a key. */
export function newerThan(createdAt: AnyPgColumn, id: AnyPgColumn, after: CreatedKey | undefined): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined;
}
