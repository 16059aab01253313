import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { NewLtiPlatform } from '../../../shared/lti';
import type { Db } from '../../db/client';
import { ltiContext, ltiKey, ltiLaunchState, ltiPlatform, ltiUser, user } from '../../db/schema';

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
