import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUserPage } from '../../../shared/admin';
import { buildApp } from '../../app';
import { createSessionCache, SESSION_CACHE_TTL_MS, type SessionCache } from '../../auth/session-cache';
import { type PostgresHandle, fromPostgres } from '../../db/client';
import { request, signUp, testConfig, useTestApp } from '../../test/test-app';
import { call, insertUsers, signIn, signUpAdmin, userId } from './admin-test-support';

// Two servers on one PostgreSQL, as behind a load balancer; the second one's session cache runs on
// a clock the test moves.
const ctx = useTestApp();
let clock = 0;
let second: { app: FastifyInstance; database: PostgresHandle; cache: SessionCache };

beforeAll(async () => {
  const url = (ctx.database as PostgresHandle).pool.options.connectionString!;
  const database = fromPostgres(url, 4);
  const cache = createSessionCache({ now: () => clock });
  second = { app: await buildApp({ config: testConfig(), database, logger: false, sessionCache: cache }), database, cache };
  await second.app.ready();
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
});

const me = (app: FastifyInstance, cookie: string) => request(app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('administration across two instances on one PostgreSQL', () => {
  it('ends a disabled user’s sessions on both, the other instance’s short cache being the only window', async () => {
    second.cache.clear();
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app, { email: 'asha@school.test' });
    // The second instance has just served the student, and keeps the session for a few seconds.
    expect((await me(second.app, student.cookie)).statusCode).toBe(200);

    const disabled = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${await userId(ctx.database.db, student.email)}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect((await me(ctx.app, student.cookie)).statusCode).toBe(401);
    clock += SESSION_CACHE_TTL_MS;
    expect((await me(second.app, student.cookie)).statusCode).toBe(401);
    const refused = await signIn(second.app, student.email, student.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.disabledSignIn);

    // Enabled on the second instance, the student signs in on the first.
    expect(
      (await call(second.app, admin.cookie, 'POST', `/api/admin/users/${await userId(ctx.database.db, student.email)}/enable`)).statusCode,
    ).toBe(200);
    expect((await signIn(ctx.app, student.email, student.password)).statusCode).toBe(200);
    const log = (await call(second.app, admin.cookie, 'GET', '/api/admin/audit')).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toEqual(['enable', 'disable']);
  });

  it('sets a plan until a date on one instance that the other serves once its cache lapses', async () => {
    second.cache.clear();
    const admin = await signUpAdmin(ctx.app);
    const teacher = await signUp(ctx.app, { email: 'teacher@school.test' });
    expect((await me(second.app, teacher.cookie)).json().plan).toBe('Free');
    const set = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${await userId(ctx.database.db, teacher.email)}/plan`, {
      plan: 'Institution',
      until: '2099-12-31',
    });
    expect(set.json()).toMatchObject({ plan: 'Institution', planExpiresAt: '2099-12-31T23:59:59.999Z' });
    clock += SESSION_CACHE_TTL_MS;
    expect((await me(second.app, teacher.cookie)).json()).toMatchObject({ plan: 'Institution', planExpiresAt: '2099-12-31T23:59:59.999Z' });
  });

  it('searches and pages users on PostgreSQL as on the embedded database', async () => {
    const admin = await signUpAdmin(ctx.app);
    const ids = await insertUsers(
      ctx.database.db,
      Array.from({ length: 110 }, (_, i) => ({ email: `pupil${i}@${i % 3 ? 'town' : 'Village'}.test`, name: `Pupil ${i}` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(second.app, admin.cookie, 'GET', `/api/admin/users?q=VILLAGE${cursor ? `&cursor=${cursor}` : ''}`);
      const page = response.json() as AdminUserPage;
      seen.push(...page.users.map((user) => user.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids.filter((_, i) => i % 3 === 0).reverse());
  });
});
