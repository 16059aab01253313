import { describe, expect, it } from 'vitest';
import { administratorsLine } from '../../administration';
import { ConfigError, loadConfig } from '../../config';
import { request, signUp, testConfig, useTestApp } from '../../test/test-app';
import { call } from './admin-test-support';

const ADMIN_EMAILS = ' Boss@School.test ,deputy@school.test,';
const ctx = useTestApp({ ADMIN_EMAILS });

const me = async (cookie: string) => (await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

describe('ADMIN_EMAILS', () => {
  it('makes the accounts it names administrators, in any case, whenever they sign up', async () => {
    const first = await signUp(ctx.app, { email: 'first@school.test' });
    const boss = await signUp(ctx.app, { email: 'BOSS@school.test' });
    const student = await signUp(ctx.app, { email: 'student@school.test' });
    expect(await me(boss.cookie)).toMatchObject({ email: 'boss@school.test', admin: true });
    expect(await me(student.cookie)).toMatchObject({ admin: false });
    // The first account of the install is one too.
    expect(await me(first.cookie)).toMatchObject({ admin: true });
    expect((await call(ctx.app, boss.cookie, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await call(ctx.app, student.cookie, 'GET', '/api/admin/users')).statusCode).toBe(404);
    const listed = (await call(ctx.app, boss.cookie, 'GET', '/api/admin/users')).json().users;
    expect(listed.filter((user: { admin: boolean }) => user.admin).map((user: { email: string }) => user.email)).toEqual([
      'boss@school.test',
      'first@school.test',
    ]);
  });

  it('is read in lower case, without blanks, and refused when it holds something else than addresses', () => {
    expect(testConfig({ ADMIN_EMAILS }).adminEmails).toEqual(['boss@school.test', 'deputy@school.test']);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@school.test, not an address' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@school.test, not an address' })).toThrow('ADMIN_EMAILS');
  });
});

describe('the start log', () => {
  it('names the administrators, those of ADMIN_EMAILS marked as such', async () => {
    const config = testConfig({ ADMIN_EMAILS });
    expect(await administratorsLine(config, ctx.database)).toBe(
      'No account yet: the first account to sign up becomes an administrator, as does any account of ADMIN_EMAILS (boss@school.test, deputy@school.test). README, Administration.',
    );
    expect(await administratorsLine(testConfig(), ctx.database)).toBe(
      'No account yet: the first account to sign up becomes an administrator (or set ADMIN_EMAILS). README, Administration.',
    );
    await signUp(ctx.app, { email: 'first@school.test' });
    expect(await administratorsLine(config, ctx.database)).toBe(
      'Administrators (the /admin page): first@school.test, boss@school.test (ADMIN_EMAILS), deputy@school.test (ADMIN_EMAILS)',
    );
  });

  it('tells how to name one on a server that has users but none', async () => {
    await signUp(ctx.app, { email: 'first@school.test' });
    await ctx.database.db.execute(`update "user" set role = 'user'`);
    expect(await administratorsLine(testConfig(), ctx.database)).toBe(
      'No administrator yet: set ADMIN_EMAILS, or run `npm run admin -- make-admin <email>` (README, Administration).',
    );
  });
});
