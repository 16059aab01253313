// Test helpers shared by the administration tests.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { session as sessionTable, user as userTable } from '../../db/schema';
import { request, signUp, type SignUpInput } from '../../test/test-app';

/** The first account of the (emptied) database: an administrator. */
export async function signUpAdmin(app: FastifyInstance, input: SignUpInput = {}) {
  return signUp(app, { email: 'head@school.test', firstName: 'Head', lastName: 'Teacher', ...input });
}

/** A JSON call from our origin with a session cookie (or none). */
export function call(
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return request(app, {
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? (method === 'POST' ? { payload: {} } : {}) : { payload: payload as object }),
  });
}

export const signIn = (app: FastifyInstance, email: string, password: string) =>
  request(app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

export async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * Users written straight to the table (signing thousands up would hash as many passwords), in
 * creation order, each a second after the one before; `seen` gives some a session.
 */
export async function insertUsers(db: Db, users: { email: string; name: string; seenAt?: Date }[]): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.now() - users.length * 1000;
  const rows = users.map((entry, i) => {
    const id = uuidv7({ msecs: start + i * 1000 });
    ids.push(id);
    return { id, email: entry.email, name: entry.name, createdAt: new Date(start + i * 1000) };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(userTable).values(rows.slice(i, i + 1000));
  const sessions = users.flatMap((entry, i) =>
    entry.seenAt
      ? [
          {
            id: uuidv7(),
            token: `token-${ids[i]}`,
            userId: ids[i]!,
            expiresAt: new Date(entry.seenAt.getTime() + 7 * 86_400_000),
            createdAt: entry.seenAt,
            updatedAt: entry.seenAt,
          },
        ]
      : [],
  );
  if (sessions.length) await db.insert(sessionTable).values(sessions);
  return ids;
}

/**
 * Every route the app registered, read from Fastify's route tree (`printRoutes`), whose lines are
 * `├── /segment (GET, HEAD)` indented four characters a level under their parent's path.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const parents: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
