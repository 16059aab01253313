import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminUser, type AdminUserPage } from '../../../shared/admin';
import { adminAudit, user as userTable } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { call, insertUsers, signUpAdmin, userId } from './admin-test-support';

const ctx = useTestApp();

const page = async (cookie: string, query = '') => {
  const response = await call(ctx.app, cookie, 'GET', `/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminUserPage;
};

describe('GET /api/admin/users', () => {
  it('lists users newest first with plan, dates, last seen and state', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app, { email: 'asha@school.test', firstName: 'Asha', lastName: 'Verma' });
    const { users, nextCursor } = await page(admin.cookie);
    expect(nextCursor).toBeNull();
    expect(users.map((u) => u.email)).toEqual(['asha@school.test', admin.email]);
    const [asha, head] = users as [AdminUser, AdminUser];
    expect(asha).toMatchObject({ name: 'Asha Verma', plan: 'Free', planExpiresAt: null, disabled: false, admin: false });
    expect(Date.now() - Date.parse(asha.createdAt)).toBeLessThan(60_000);
    // Signing up started a session: they were seen just now.
    expect(Date.now() - Date.parse(asha.lastSeenAt!)).toBeLessThan(60_000);
    expect(head).toMatchObject({ admin: true });
    expect(student.email).toBe(asha.email);
  });

  it('finds users by any part of their name or address, in any case, and takes % and _ literally', async () => {
    const admin = await signUpAdmin(ctx.app);
    await insertUsers(ctx.database.db, [
      { email: 'ravi.kumar@school.test', name: 'Ravi Kumar' },
      { email: 'meera@college.test', name: 'Meera Iyer' },
      { email: 'kumari_s@school.test', name: 'S Kumari' },
      { email: 'percent@school.test', name: '100% Sure' },
    ]);
    const emails = async (q: string) => (await page(admin.cookie, `?q=${encodeURIComponent(q)}`)).users.map((u) => u.email);
    expect(await emails('KUMAR')).toEqual(['kumari_s@school.test', 'ravi.kumar@school.test']);
    expect(await emails('iyer')).toEqual(['meera@college.test']);
    expect(await emails('college')).toEqual(['meera@college.test']);
    expect(await emails('i_s')).toEqual(['kumari_s@school.test']);
    expect(await emails('%')).toEqual(['percent@school.test']);
    expect(await emails('nobody-at-all')).toEqual([]);
    // Blank is no search.
    expect(await emails('   ')).toHaveLength(5);
  });

  it('pages through every user once, 50 at a time, with and without a search', async () => {
    const admin = await signUpAdmin(ctx.app);
    const ids = await insertUsers(
      ctx.database.db,
      Array.from({ length: 130 }, (_, i) => ({ email: `pupil${i}@${i % 2 ? 'odd' : 'even'}.test`, name: `Pupil ${i}` })),
    );
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: AdminUserPage = await page(admin.cookie, `?${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(next.users.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
        seen.push(...next.users.map((u) => u.id));
        cursor = next.nextCursor;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    };
    const all = await walk('');
    expect(all.pages).toBe(3);
    expect(all.seen).toEqual([await userId(ctx.database.db, admin.email), ...[...ids].reverse()]);
    const odd = await walk('q=odd.test');
    expect(odd.pages).toBe(2);
    expect(odd.seen).toEqual(ids.filter((_, i) => i % 2).reverse());
  });

  it('refuses a cursor it did not make with 400', async () => {
    const admin = await signUpAdmin(ctx.app);
    const response = await call(ctx.app, admin.cookie, 'GET', '/api/admin/users?cursor=%27%20or%201%3D1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.cursorInvalid);
  });
});

describe('POST /api/admin/users/:id/plan', () => {
  it('gives a plan until the end of a day, which the user sees at once', async () => {
    const admin = await signUpAdmin(ctx.app);
    const teacher = await signUp(ctx.app, { email: 'teacher@school.test' });
    const id = await userId(ctx.database.db, teacher.email);
    // The user's session is cached by this instance: the change must still show at once.
    await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: teacher.cookie } });
    const set = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${id}/plan`, { plan: 'Institution', until: '2099-03-31' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ plan: 'Institution', planExpiresAt: '2099-03-31T23:59:59.999Z' });
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: teacher.cookie } });
    expect(me.json()).toMatchObject({ plan: 'Institution', planExpiresAt: '2099-03-31T23:59:59.999Z' });
    const limits = await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie: teacher.cookie } });
    expect(limits.json().plan).toBe('Institution');

    const free = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${id}/plan`, { plan: 'Free' });
    expect(free.json()).toMatchObject({ plan: 'Free', planExpiresAt: null });
    const unending = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${id}/plan`, { plan: 'Pro', until: null });
    expect(unending.json()).toMatchObject({ plan: 'Pro', planExpiresAt: null });

    const log = await ctx.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, id));
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.targetEmail, entry.details])).toEqual([
      ['set_plan', admin.email, teacher.email, { plan: 'Institution', until: '2099-03-31' }],
      ['set_plan', admin.email, teacher.email, { plan: 'Free', until: null }],
      ['set_plan', admin.email, teacher.email, { plan: 'Pro', until: null }],
    ]);
  });

  it('refuses a date that is past, not a day, or given with Free, and an unknown plan or user', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    const url = `/api/admin/users/${await userId(ctx.database.db, student.email)}/plan`;
    const cases: [unknown, number, string][] = [
      [{ plan: 'Pro', until: '2020-01-01' }, 400, ADMIN_MESSAGES.untilPast],
      [{ plan: 'Pro', until: '2099-02-30' }, 400, ADMIN_MESSAGES.untilInvalid],
      [{ plan: 'Pro', until: '31/12/2099' }, 400, ADMIN_MESSAGES.untilInvalid],
      [{ plan: 'Free', until: '2099-01-01' }, 400, ADMIN_MESSAGES.freeHasNoEnd],
    ];
    for (const [body, status, message] of cases) {
      const response = await call(ctx.app, admin.cookie, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await call(ctx.app, admin.cookie, 'POST', url, { plan: 'Platinum' })).statusCode).toBe(400);
    const nobody = await call(ctx.app, admin.cookie, 'POST', '/api/admin/users/00000000-0000-7000-8000-000000000000/plan', {
      plan: 'Pro',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    expect(await ctx.database.db.select().from(adminAudit)).toEqual([]);
  });
});

describe('disabling and enabling', () => {
  it('ends the user’s sessions at once, refuses their sign-in with a reason, and enabling lets them back', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app, { email: 'asha@school.test' });
    const id = await userId(ctx.database.db, student.email);
    const me = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await me(student.cookie)).statusCode).toBe(200);

    const disabled = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${id}/disable`);
    expect(disabled.json()).toMatchObject({ disabled: true, lastSeenAt: null });
    expect((await me(student.cookie)).statusCode).toBe(401);
    const signIn = () =>
      request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: student.email, password: student.password } });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.disabledSignIn, code: 'account_disabled' });
    expect(refused.headers['set-cookie']).toBeUndefined();

    const enabled = await call(ctx.app, admin.cookie, 'POST', `/api/admin/users/${id}/enable`);
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await signIn()).statusCode).toBe(200);
    const log = await ctx.database.db.select({ action: adminAudit.action }).from(adminAudit);
    expect(log.map((entry) => entry.action)).toEqual(['disable', 'enable']);
  });

  it('refuses a session of a disabled user that is still stored (another server’s moment)', async () => {
    await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    await ctx.database.db.update(userTable).set({ disabledAt: new Date() }).where(eq(userTable.email, student.email));
    ctx.sessionCache.clear();
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('does not let an administrator disable or delete their own account here', async () => {
    const admin = await signUpAdmin(ctx.app);
    const id = await userId(ctx.database.db, admin.email);
    for (const [method, url] of [
      ['POST', `/api/admin/users/${id}/disable`],
      ['DELETE', `/api/admin/users/${id}`],
    ] as const) {
      const response = await call(ctx.app, admin.cookie, method, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.notYourself);
    }
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account and all it owns; the audit log keeps who it was', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app, { email: 'leaving@school.test' });
    const id = await userId(ctx.database.db, student.email);
    const note = await request(ctx.app, {
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: student.cookie },
      payload: { title: 'Cells', content: '<p>Cells divide.</p>', subject: 'Biology', tags: [] },
    });
    expect(note.statusCode).toBe(201);

    const deleted = await call(ctx.app, admin.cookie, 'DELETE', `/api/admin/users/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: ADMIN_MESSAGES.deleted('leaving@school.test') });
    expect(await ctx.database.db.select().from(userTable).where(eq(userTable.id, id))).toEqual([]);
    const notes = await ctx.database.db.execute(`select count(*)::int as n from note`);
    expect((notes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } })).statusCode).toBe(401);

    const audit = await call(ctx.app, admin.cookie, 'GET', '/api/admin/audit');
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'delete', actorEmail: admin.email, targetId: id, targetEmail: 'leaving@school.test' }),
    ]);
    expect((await call(ctx.app, admin.cookie, 'DELETE', `/api/admin/users/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/password-reset without mail', () => {
  it('answers 503 and names the command that makes a link', async () => {
    const admin = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    const response = await call(
      ctx.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${await userId(ctx.database.db, student.email)}/password-reset`,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.mailOff, code: 'mail_off' });
    expect(response.json().message).toContain('npm run admin -- reset-link');
  });
});
