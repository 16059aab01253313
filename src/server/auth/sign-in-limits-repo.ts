import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One counter of failed sign-ins and how it holds attempts back. */
export interface FailureRule {
  key: string;
  /** Failures counted before the next attempt must wait. */
  limit: number;
  /** The wait after the limit is reached, doubling with every further failure up to maxDelayMs; 0 = until the window ends. */
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** true: the count is forgotten windowMs after the last failure; false: a fixed window from the first. */
  sliding: boolean;
  /** The rule is skipped while a row with this key is alive (an address the account signed in from). */
  unlessKey?: string;
}

export interface Claim {
  /** Keys of the rules that counted this attempt (all of them when it may go ahead). */
  counted: string[];
  /** Whether the rule's unlessKey exempted it. */
  exempt: boolean;
  /** Seconds until the rules that refused it let an attempt through. */
  waitSeconds: number | null;
}

// Both drivers answer raw SQL with { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;

function blockedUntil(rule: FailureRule, count: SQL, windowEnd: SQL): SQL {
  if (rule.firstDelayMs === 0) return sql`CASE WHEN ${count} >= ${rule.limit}::int THEN ${windowEnd} END`;
  const doublings = sql`least(${count} - ${rule.limit}::int, 30)`;
  const delayMs = sql`least(${rule.maxDelayMs}::float8, ${rule.firstDelayMs}::float8 * power(2, ${doublings}))`;
  return sql`CASE WHEN ${count} >= ${rule.limit}::int THEN now() + (${delayMs} * interval '1 millisecond') END`;
}

/** A step of a chained statement: a data-modifying query returning one column, `key`. */
type Step = (after: SQL) => SQL;

/**
 * Runs steps one after another in one statement, each waiting for the one before it (its
 * condition reads that step's result). Every statement touches the counters in the same order:
 * account and address, known address, account, address. Two statements therefore never wait
 * on each other's rows in a circle, which PostgreSQL would end as a deadlock.
 */
function chain(steps: Step[], select: (names: SQL[]) => SQL): SQL {
  const names = steps.map((_, index) => sql`${sql.identifier(`step_${index}`)}`);
  const ctes = steps.map((step, index) => {
    const after = index === 0 ? sql`true` : sql`(SELECT count(*) FROM ${names[index - 1]!}) >= 0`;
    return sql`${names[index]!} AS (${step(after)})`;
  });
  return sql`WITH ${sql.join(ctes, sql`, `)} ${select(names)}`;
}

/**
 * Counts one attempt on a rule unless the rule is holding attempts back: an upsert whose
 * conflict branch only runs while the row lets attempts through, so a refused attempt is not
 * counted and RETURNING names only the rules that counted it.
 */
function countOn(rule: FailureRule): Step {
  const fresh = sql`now() + ${ms(rule.windowMs)}`;
  const expired = sql`r.reset_at <= now()`;
  const count = sql`CASE WHEN ${expired} THEN 1 ELSE r.count + 1 END`;
  const windowEnd = rule.sliding ? fresh : sql`CASE WHEN ${expired} THEN ${fresh} ELSE r.reset_at END`;
  const exempt = rule.unlessKey
    ? sql`AND NOT EXISTS (SELECT 1 FROM rate_limit WHERE key = ${rule.unlessKey}::text AND reset_at > now())`
    : sql``;
  return (after) => sql`INSERT INTO rate_limit AS r (key, count, reset_at, blocked_until)
    SELECT ${rule.key}::text, 1, ${fresh}, ${blockedUntil(rule, sql`1`, fresh)} WHERE ${after} ${exempt}
    ON CONFLICT (key) DO UPDATE SET count = ${count}, reset_at = ${windowEnd}, blocked_until = ${blockedUntil(rule, count, windowEnd)}
    WHERE ${expired} OR r.blocked_until IS NULL OR r.blocked_until <= now()
    RETURNING r.key`;
}

/** Counts an attempt on every rule at once, before the password is checked (one statement). */
export async function claimAttempt(db: Db, rules: FailureRule[]): Promise<Claim> {
  const keys = sql.join(
    rules.map((rule) => sql`${rule.key}::text`),
    sql`, `,
  );
  const conditional = rules.find((rule) => rule.unlessKey);
  const exempt = conditional
    ? sql`EXISTS (SELECT 1 FROM rate_limit WHERE key = ${conditional.unlessKey}::text AND reset_at > now())`
    : sql`false`;
  const statement = chain(rules.map(countOn), (names) => {
    const counted = sql.join(
      names.map((name) => sql`SELECT key FROM ${name}`),
      sql` UNION ALL `,
    );
    // The wait is the longest of the rules that refused: not one that counted, nor one exempted.
    const skipped = conditional ? sql`AND NOT (key = ${conditional.key}::text AND ${exempt})` : sql``;
    return sql`SELECT
      (SELECT coalesce(json_agg(key), '[]'::json) FROM (${counted}) AS c) AS counted,
      ${exempt} AS exempt,
      (SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int FROM rate_limit
        WHERE key IN (${keys}) AND key NOT IN (${counted}) ${skipped}
          AND blocked_until > now() AND reset_at > now()) AS wait_seconds`;
  });
  const row = rowsOf<{ counted: string[] | string; exempt: boolean; wait_seconds: number | null }>(await db.execute(statement))[0];
  // json is parsed by node-postgres; parse it here when a driver hands back the text.
  const counted = typeof row?.counted === 'string' ? (JSON.parse(row.counted) as string[]) : (row?.counted ?? []);
  return {
    counted,
    exempt: Boolean(row?.exempt),
    waitSeconds: row?.wait_seconds === null || row?.wait_seconds === undefined ? null : Number(row.wait_seconds),
  };
}

/** Takes an attempt back off a rule, lifting a wait it started. */
const uncount =
  (rule: FailureRule): Step =>
  (after) => sql`UPDATE rate_limit SET
      count = greatest(count - 1, 0),
      blocked_until = CASE WHEN count - 1 >= ${rule.limit}::int THEN blocked_until END
    WHERE key = ${rule.key}::text AND reset_at > now() AND ${after}
    RETURNING key`;

const lastStep = (names: SQL[]) => sql`SELECT count(*) FROM ${names[names.length - 1]!}`;

export async function uncountAttempt(db: Db, rules: FailureRule[]): Promise<void> {
  if (rules.length) await db.execute(chain(rules.map(uncount), lastStep));
}

/**
 * A correct sign-in: forgets the account's failures from this address, remembers the address
 * as one the account signs in from, and takes the attempt back off the other rules.
 */
export async function recordSuccess(
  db: Db,
  success: { forgetKey: string; knownKey: string; knownForMs: number; uncounted: FailureRule[] },
): Promise<void> {
  const forget: Step = (after) => sql`DELETE FROM rate_limit WHERE key = ${success.forgetKey}::text AND ${after} RETURNING key`;
  const known: Step = (after) => sql`INSERT INTO rate_limit (key, count, reset_at)
    SELECT ${success.knownKey}::text, 0, now() + ${ms(success.knownForMs)} WHERE ${after}
    ON CONFLICT (key) DO UPDATE SET reset_at = excluded.reset_at, count = 0, blocked_until = NULL
    RETURNING key`;
  await db.execute(chain([forget, known, ...success.uncounted.map(uncount)], lastStep));
}

/**
 * Deletes the counters whose window has ended (of every limit kept in rate_limit). Rows another
 * statement holds are left for the next round, so the purge never waits on a sign-in.
 */
export async function purgeExpiredLimits(db: Db): Promise<number> {
  const result = await db.execute(sql`WITH gone AS (
      DELETE FROM rate_limit WHERE key IN (
        SELECT key FROM rate_limit WHERE reset_at <= now() ORDER BY key FOR UPDATE SKIP LOCKED
      ) AND reset_at <= now()
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
