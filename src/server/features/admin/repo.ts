import type { PaidPlanName } from '../../../shared/billing';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AuditAction } from '../../../shared/admin';
import type { PlanName } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { adminAudit, session, user } from '../../db/schema';
import { lockUser } from '../../db/user-lock';

export interface AuditInput {
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  targetId?: string | null;
  targetEmail?: string | null;
  details?: Record<string, unknown>;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/**
 * The user's latest session activity: better-auth stamps updated_at when it extends a session.
 * Spelled out: inside the subquery an unqualified "id" would be the session's.
 */
const lastSeen = sql`(select max("s"."updated_at") from "session" "s" where "s"."user_id" = "user"."id")`.mapWith(toDate);

const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  plan: user.plan,
  planExpiresAt: user.planExpiresAt,
  nextPlan: user.nextPlan,
  nextPlanHours: user.nextPlanHours,
  createdAt: user.createdAt,
  disabledAt: user.disabledAt,
  lastSeenAt: lastSeen,
};

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  plan: PlanName;
  planExpiresAt: Date | null;
  nextPlan: PaidPlanName | null;
  nextPlanHours: number | null;
  createdAt: Date;
  disabledAt: Date | null;
  lastSeenAt: Date | null;
};

/** A search typed by a person, as a LIKE pattern that matches it anywhere and literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function insertAudit(db: Db, entry: AuditInput) {
  return db.insert(adminAudit).values({
    id: uuidv7(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetId: entry.targetId ?? null,
    targetEmail: entry.targetEmail ?? null,
    details: entry.details ?? {},
  });
}

async function userWhere(db: Db, where: SQL | undefined): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(user).where(where);
  return row as AdminUserRow | undefined;
}

/**
 * Users newest first (ids are time-ordered UUIDv7, so the primary key orders and pages them),
 * `limit` after the id `after`; a search matches the lower-case name and address anywhere.
 */
export async function usersPage(
  db: Db,
  { search, after, limit }: { search?: string; after?: string; limit: number },
): Promise<AdminUserRow[]> {
  const conditions = [
    search ? sql`${user.searchText} like lower(${containing(search)})` : undefined,
    after ? lt(user.id, after) : undefined,
  ];
  const rows = await db
    .select(userColumns)
    .from(user)
    .where(and(...conditions))
    .orderBy(desc(user.id))
    .limit(limit);
  return rows as AdminUserRow[];
}

export const userById = (db: Db, id: string) => userWhere(db, eq(user.id, id));
export const userByEmail = (db: Db, email: string) => userWhere(db, eq(user.email, email.trim().toLowerCase()));

/** Sets the plan and its end under the lock payments take (billing's repo), so neither overwrites the other half-way. */
export async function setPlan(db: Db, userId: string, plan: PlanName, expiresAt: Date | null, audit: AuditInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, 'plan', userId);
    // An administrator's plan replaces the schedule: nothing queued or chosen stays behind it (decision 058).
    await tx
      .update(user)
      .set({ plan, planExpiresAt: expiresAt, nextPlan: null, nextPlanHours: null, freeChosenAt: null })
      .where(eq(user.id, userId));
    await insertAudit(tx, audit);
  });
}

/** Disabling deletes every session of the user in the same transaction. */
export async function setDisabled(db: Db, userId: string, disabled: boolean, audit: AuditInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(user.id, userId));
    if (disabled) await tx.delete(session).where(eq(session.userId, userId));
    await insertAudit(tx, audit);
  });
}

export async function makeAdmin(db: Db, userId: string, audit: AuditInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: 'admin' }).where(eq(user.id, userId));
    await insertAudit(tx, audit);
  });
}

export async function addAudit(db: Db, entry: AuditInput): Promise<void> {
  await insertAudit(db, entry);
}

/** The audit log newest first, `limit` entries after the id `after`. */
export function auditPage(db: Db, { after, limit }: { after?: string; limit: number }) {
  return db
    .select()
    .from(adminAudit)
    .where(after ? lt(adminAudit.id, after) : undefined)
    .orderBy(desc(adminAudit.id))
    .limit(limit);
}

/** Administrators, for the start log. */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'));
  return rows.map((row) => row.email);
}

/**
 * Users, and those active since `todayStart` (in the usage time zone) and in the last 7 days:
 * a session created or extended then, or a call counted on a daily limit that day.
 */
export async function activity(db: Db, now: Date, timeZone: string) {
  const today = sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date)`;
  const todayStart = sql`(${today}::timestamp AT TIME ZONE ${timeZone})`;
  const weekStart = sql`(${now.toISOString()}::timestamptz - interval '7 days')`;
  const [row] = rowsOf<{ users: number; today: number; week: number }>(
    await db.execute(sql`select
      (select count(*) from "user")::int as users,
      (select count(*) from (
        select user_id from session where updated_at >= ${todayStart}
        union select user_id from usage_counter where day = ${today}) as a)::int as today,
      (select count(*) from (
        select user_id from session where updated_at >= ${weekStart}
        union select user_id from usage_counter where day > ${today} - 7) as w)::int as week`),
  );
  const calls = rowsOf<{ kind: string; used: number }>(
    await db.execute(sql`select kind, sum(used)::int as used from usage_counter where day = ${today} group by kind`),
  );
  return {
    users: Number(row?.users ?? 0),
    activeToday: Number(row?.today ?? 0),
    activeWeek: Number(row?.week ?? 0),
    callsToday: Object.fromEntries(calls.map((call) => [call.kind, Number(call.used)])),
  };
}

/** The database's size on disk, and the bytes of spoken audio kept in it. */
export async function storage(db: Db): Promise<{ databaseBytes: number; audioBytes: number }> {
  const [row] = rowsOf<{ database: number; audio: number }>(
    await db.execute(sql`select pg_database_size(current_database())::float8 as database,
      (select coalesce(sum(size), 0) from audio_clip)::float8 as audio`),
  );
  return { databaseBytes: Number(row?.database ?? 0), audioBytes: Number(row?.audio ?? 0) };
}
