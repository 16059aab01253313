import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { NewLtiPlatform } from '../../../shared/lti';
import type { Db } from '../../db/client';
import {
  assignment,
  classMember,
  ltiContext,
  ltiDeepLink,
  ltiKey,
  ltiLaunchState,
  ltiPlatform,
  ltiResourceLink,
  ltiRosterMember,
  ltiScore,
  ltiUser,
  user,
} from '../../db/schema';

export type PlatformRow = typeof ltiPlatform.$inferSelect;

/** The new platform, or undefined when its issuer and client id are already registered. */
export async function insertPlatform(db: Db, values: NewLtiPlatform): Promise<PlatformRow | undefined> {
  const [row] = await db
    .insert(ltiPlatform)
    .values({ id: uuidv7(), ...values })
    .onConflictDoNothing({ target: [ltiPlatform.issuer, ltiPlatform.clientId] })
    .returning();
  return row;
}

export const listPlatforms = (db: Db) => db.select().from(ltiPlatform).orderBy(ltiPlatform.createdAt);

export async function deletePlatform(db: Db, id: string): Promise<boolean> {
  return (await db.delete(ltiPlatform).where(eq(ltiPlatform.id, id)).returning({ id: ltiPlatform.id })).length > 0;
}

export async function findPlatform(db: Db, id: string): Promise<PlatformRow | undefined> {
  const [row] = await db.select().from(ltiPlatform).where(eq(ltiPlatform.id, id));
  return row;
}

/** The platforms of an issuer, narrowed to one client id when the platform sent it. */
export function platformsOfIssuer(db: Db, issuer: string, clientId: string | undefined): Promise<PlatformRow[]> {
  const byIssuer = eq(ltiPlatform.issuer, issuer);
  return db
    .select()
    .from(ltiPlatform)
    .where(clientId === undefined ? byIssuer : and(byIssuer, eq(ltiPlatform.clientId, clientId)))
    .limit(2);
}

export type KeyRow = typeof ltiKey.$inferSelect;

export const allKeys = (db: Db): Promise<KeyRow[]> => db.select().from(ltiKey).orderBy(desc(ltiKey.createdAt));

export async function insertKey(db: Db, kid: string, privateJwk: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(ltiKey).set({ active: false }).where(eq(ltiKey.active, true));
    await tx.insert(ltiKey).values({ kid, privateJwk, active: true });
  });
}

export async function insertState(db: Db, values: typeof ltiLaunchState.$inferInsert): Promise<void> {
  // Logins never finished would pile up: each new one clears those past their time.
  await db.delete(ltiLaunchState).where(sql`${ltiLaunchState.expiresAt} < now()`);
  await db.insert(ltiLaunchState).values(values);
}

/** Takes the state for good when this browser started it and it is still in time. */
export async function takeState(db: Db, state: string, browserHash: string) {
  const [row] = await db
    .delete(ltiLaunchState)
    .where(and(eq(ltiLaunchState.state, state), eq(ltiLaunchState.browserHash, browserHash), gt(ltiLaunchState.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function stateExists(db: Db, state: string): Promise<boolean> {
  return (await db.select({ state: ltiLaunchState.state }).from(ltiLaunchState).where(eq(ltiLaunchState.state, state))).length > 0;
}

export async function findLtiUser(db: Db, platformId: string, sub: string) {
  const [row] = await db
    .select({ id: user.id, disabledAt: user.disabledAt })
    .from(ltiUser)
    .innerJoin(user, eq(user.id, ltiUser.userId))
    .where(and(eq(ltiUser.platformId, platformId), eq(ltiUser.sub, sub)));
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.select({ id: user.id }).from(user).where(eq(user.email, email))).length > 0;
}

/**
 * A new Studium account for a platform's user. Returns undefined when another launch of the
 * same (platform, sub) created it a moment before; the transaction then leaves nothing behind.
 */
export function insertLtiUser(
  db: Db,
  values: {
    platformId: string;
    sub: string;
    name: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    platformEmail: string | null;
  },
): Promise<string | undefined> {
  return db
    .transaction(async (tx) => {
      const id = uuidv7();
      const { platformId, sub, platformEmail, ...profile } = values;
      await tx.insert(user).values({ id, ...profile, emailVerified: false });
      const linked = await tx.insert(ltiUser).values({ platformId, sub, userId: id, platformEmail }).onConflictDoNothing().returning();
      if (!linked.length) throw new LostRace();
      return id;
    })
    .catch((error: unknown) => {
      if (error instanceof LostRace) return undefined;
      throw error;
    });
}

class LostRace extends Error {}

export async function findContextClass(db: Db, platformId: string, deploymentId: string, contextId: string) {
  const [row] = await db
    .select({ classId: ltiContext.classId })
    .from(ltiContext)
    .where(and(eq(ltiContext.platformId, platformId), eq(ltiContext.deploymentId, deploymentId), eq(ltiContext.contextId, contextId)));
  return row?.classId;
}

export async function insertContext(db: Db, values: typeof ltiContext.$inferInsert): Promise<boolean> {
  return (await db.insert(ltiContext).values(values).onConflictDoNothing().returning()).length > 0;
}

export async function findState(db: Db, state: string) {
  const [row] = await db
    .select()
    .from(ltiLaunchState)
    .where(and(eq(ltiLaunchState.state, state), gt(ltiLaunchState.expiresAt, sql`now()`)));
  return row;
}

/** Keeps the course's NRPS URL from its latest launch that carried one. */
export async function setMembershipsUrl(db: Db, classId: string, membershipsUrl: string): Promise<void> {
  await db.update(ltiContext).set({ membershipsUrl }).where(eq(ltiContext.classId, classId));
}

export async function contextOfClass(db: Db, classId: string) {
  const [row] = await db.select().from(ltiContext).where(eq(ltiContext.classId, classId)).limit(1);
  return row;
}

// Deep linking (decision 075).

export async function insertDeepLink(db: Db, values: typeof ltiDeepLink.$inferInsert): Promise<void> {
  await db.delete(ltiDeepLink).where(sql`${ltiDeepLink.expiresAt} < now()`);
  await db.insert(ltiDeepLink).values(values);
}

export async function findDeepLink(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(ltiDeepLink)
    .where(and(eq(ltiDeepLink.id, id), eq(ltiDeepLink.userId, userId), gt(ltiDeepLink.expiresAt, sql`now()`)));
  return row;
}

/** Takes the request for good: a second answer to one request is refused. */
export async function takeDeepLink(db: Db, id: string, userId: string) {
  const [row] = await db
    .delete(ltiDeepLink)
    .where(and(eq(ltiDeepLink.id, id), eq(ltiDeepLink.userId, userId), gt(ltiDeepLink.expiresAt, sql`now()`)))
    .returning();
  return row;
}

// Resource links and their line items.

export type LinkRow = typeof ltiResourceLink.$inferSelect;

export async function findLink(db: Db, platformId: string, deploymentId: string, resourceLinkId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(ltiResourceLink)
    .where(
      and(
        eq(ltiResourceLink.platformId, platformId),
        eq(ltiResourceLink.deploymentId, deploymentId),
        eq(ltiResourceLink.resourceLinkId, resourceLinkId),
      ),
    );
  return row;
}

/** The link, made by this launch or by another a moment before. */
export async function insertLink(db: Db, values: Omit<typeof ltiResourceLink.$inferInsert, 'id'>): Promise<LinkRow> {
  const [row] = await db
    .insert(ltiResourceLink)
    .values({ id: uuidv7(), ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findLink(db, values.platformId, values.deploymentId, values.resourceLinkId))!;
}

export async function setLineItem(db: Db, linkId: string, lineItemUrl: string | null, scopes: string[]): Promise<void> {
  await db.update(ltiResourceLink).set({ lineItemUrl, scopes }).where(eq(ltiResourceLink.id, linkId));
}

/** The links with a line item a student's scores may go to, with their sub on that platform. */
export function scoredLinksOf(db: Db, userId: string) {
  return db
    .select({ linkId: ltiResourceLink.id, assignmentId: ltiResourceLink.assignmentId })
    .from(ltiResourceLink)
    .innerJoin(ltiUser, and(eq(ltiUser.platformId, ltiResourceLink.platformId), eq(ltiUser.userId, userId)))
    .where(isNotNull(ltiResourceLink.lineItemUrl));
}

// Scores owed to line items.

/** A score for the attempt unless one was queued already (the unique key keeps it to one). */
export async function insertScore(db: Db, values: Omit<typeof ltiScore.$inferInsert, 'id'>): Promise<boolean> {
  return (
    (
      await db
        .insert(ltiScore)
        .values({ id: uuidv7(), ...values })
        .onConflictDoNothing()
        .returning({ id: ltiScore.id })
    ).length > 0
  );
}

/**
 * Claims the scores due by `now`: each is pushed `leaseMs` into the future in one statement, so a
 * second sender (another tick or instance) finds it taken and never posts it twice at once.
 */
export async function claimDueScores(db: Db, now: Date, leaseMs: number, limit: number) {
  const due = await db
    .select({ id: ltiScore.id })
    .from(ltiScore)
    .where(and(eq(ltiScore.status, 'pending'), lte(ltiScore.nextTryAt, now)))
    .orderBy(asc(ltiScore.nextTryAt))
    .limit(limit);
  if (!due.length) return [];
  const claimed = await db
    .update(ltiScore)
    .set({ nextTryAt: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        inArray(
          ltiScore.id,
          due.map((row) => row.id),
        ),
        eq(ltiScore.status, 'pending'),
        lte(ltiScore.nextTryAt, now),
      ),
    )
    .returning({ id: ltiScore.id });
  if (!claimed.length) return [];
  return db
    .select({ score: ltiScore, link: ltiResourceLink, platform: ltiPlatform, sub: ltiUser.sub })
    .from(ltiScore)
    .innerJoin(ltiResourceLink, eq(ltiResourceLink.id, ltiScore.linkId))
    .innerJoin(ltiPlatform, eq(ltiPlatform.id, ltiResourceLink.platformId))
    .innerJoin(ltiUser, and(eq(ltiUser.platformId, ltiPlatform.id), eq(ltiUser.userId, ltiScore.userId)))
    .where(
      inArray(
        ltiScore.id,
        claimed.map((row) => row.id),
      ),
    );
}

export async function updateScore(db: Db, id: string, values: Partial<typeof ltiScore.$inferInsert>): Promise<void> {
  await db.update(ltiScore).set(values).where(eq(ltiScore.id, id));
}

/** The latest score of each (assignment, student) of the class: what the results table shows. */
export function scoresOfClass(db: Db, classId: string) {
  return db
    .select({
      assignmentId: ltiResourceLink.assignmentId,
      userId: ltiScore.userId,
      status: ltiScore.status,
      sentAt: ltiScore.sentAt,
      lastError: ltiScore.lastError,
      createdAt: ltiScore.createdAt,
    })
    .from(ltiScore)
    .innerJoin(ltiResourceLink, eq(ltiResourceLink.id, ltiScore.linkId))
    .innerJoin(assignment, eq(assignment.id, ltiResourceLink.assignmentId))
    .where(eq(assignment.classId, classId))
    .orderBy(asc(ltiScore.createdAt), asc(ltiScore.id));
}

// Rosters (NRPS).

export async function replaceRoster(
  db: Db,
  classId: string,
  members: { sub: string; name: string | null; email: string | null; roles: string[] }[],
  fetchedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(ltiRosterMember).where(eq(ltiRosterMember.classId, classId));
    for (let i = 0; i < members.length; i += 500) {
      const chunk = members.slice(i, i + 500).map((member) => ({ classId, ...member, fetchedAt }));
      if (chunk.length) await tx.insert(ltiRosterMember).values(chunk).onConflictDoNothing();
    }
  });
}

/** The roster's learners who are not (yet) students of the class in Studium. */
export function pendingLearners(db: Db, classId: string, platformId: string) {
  return db
    .select({ name: ltiRosterMember.name, email: ltiRosterMember.email, sub: ltiRosterMember.sub, roles: ltiRosterMember.roles })
    .from(ltiRosterMember)
    .leftJoin(ltiUser, and(eq(ltiUser.platformId, platformId), eq(ltiUser.sub, ltiRosterMember.sub)))
    .where(
      and(
        eq(ltiRosterMember.classId, classId),
        sql`NOT EXISTS (SELECT 1 FROM ${classMember} WHERE ${classMember.classId} = ${classId} AND ${classMember.userId} = ${ltiUser.userId})`,
      ),
    )
    .orderBy(asc(ltiRosterMember.name), asc(ltiRosterMember.sub));
}
