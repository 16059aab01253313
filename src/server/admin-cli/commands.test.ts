import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../shared/admin';
import { adminAudit } from '../db/schema';
import type { AdminService } from '../features/admin/service';
import { request, signUp, TEST_ORIGIN, testConfig, useTestApp } from '../test/test-app';
import { runAdminCommand } from './commands';
import { cliAdministration, cliLogger } from './setup';

const ctx = useTestApp();
let service: AdminService;
beforeAll(() => {
  // Another process on the same database, as `npm run admin` is beside the server.
  service = cliAdministration(
    testConfig(),
    ctx.database,
    cliLogger(() => {}),
  );
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, service, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const me = (cookie: string) => {
  // The server's own cache of the session would hold the old state for up to 5 s (decision 030).
  ctx.sessionCache.clear();
  return request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
};
const signIn = (email: string, password: string) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

describe('npm run admin', () => {
  it('lists users newest first, or those a search finds', async () => {
    await signUp(ctx.app, { email: 'head@school.test', firstName: 'Head', lastName: 'Teacher' });
    await signUp(ctx.app, { email: 'asha@school.test', firstName: 'Asha', lastName: 'Verma' });
    const all = await run('list-users');
    expect(all.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(all.out.split('\n')).toEqual([
      'EMAIL\tNAME\tPLAN\tUNTIL\tCREATED\tLAST SEEN\tDISABLED\tADMIN',
      `asha@school.test\tAsha Verma\tFree\t-\t${today}\t${today}\tno\tno`,
      `head@school.test\tHead Teacher\tFree\t-\t${today}\t${today}\tno\tyes`,
    ]);
    expect((await run('list-users', 'VERMA')).out.split('\n')).toHaveLength(2);
  });

  it('sets a plan until a date, in any case of its name; refuses an unknown plan, address or date with exit code 1', async () => {
    await signUp(ctx.app, { email: 'head@school.test' });
    const teacher = await signUp(ctx.app, { email: 'teacher@school.test' });
    const set = await run('set-plan', 'Teacher@School.test', 'institution', '--until', '2099-06-30');
    expect(set).toEqual({ code: 0, out: 'teacher@school.test: Institution until 2099-06-30', err: '' });
    expect((await me(teacher.cookie)).json()).toMatchObject({ plan: 'Institution', planExpiresAt: '2099-06-30T23:59:59.999Z' });

    expect(await run('set-plan', 'teacher@school.test', 'Platinum')).toMatchObject({
      code: 1,
      err: 'Unknown plan "Platinum": choose one of Free, Pro, Premium, Institution.',
    });
    expect(await run('set-plan', 'nobody@school.test', 'Pro')).toMatchObject({
      code: 1,
      err: 'No account uses the address nobody@school.test.',
    });
    expect(await run('set-plan', 'teacher@school.test', 'Pro', '--until=30-06-2099')).toMatchObject({
      code: 1,
      err: '--until takes a date written YYYY-MM-DD, not "30-06-2099".',
    });
    expect(await run('set-plan', 'teacher@school.test', 'Pro', '--until', '2001-01-01')).toMatchObject({
      code: 1,
      err: 'The end date must be today or later.',
    });
    expect((await run('set-plan')).code).toBe(1);
    expect((await run('launch-rockets')).code).toBe(1);
  });

  it('prints a one-time reset link that sets a new password', async () => {
    const student = await signUp(ctx.app, { email: 'meera@school.test' });
    const made = await run('reset-link', 'meera@school.test');
    expect(made.code).toBe(0);
    const link = made.out.split('\n')[1]!;
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);
    const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, TEST_ORIGIN);
    expect(landing.pathname).toBe('/reset-password');
    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: landing.searchParams.get('token'), newPassword: 'chosen at the desk' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(student.cookie)).statusCode).toBe(401);
    expect((await signIn(student.email, 'chosen at the desk')).statusCode).toBe(200);
  });

  it('disables and enables a user, makes an administrator, and logs every action as the command line', async () => {
    await signUp(ctx.app, { email: 'head@school.test' });
    const student = await signUp(ctx.app, { email: 'ravi@school.test' });
    expect(await run('disable', 'ravi@school.test')).toEqual({ code: 0, out: 'ravi@school.test: Free, disabled', err: '' });
    expect((await me(student.cookie)).statusCode).toBe(401);
    expect((await signIn(student.email, student.password)).statusCode).toBe(403);
    expect((await run('enable', 'ravi@school.test')).code).toBe(0);
    const again = await signIn(student.email, student.password);
    expect(again.statusCode).toBe(200);
    expect(await run('make-admin', 'ravi@school.test')).toEqual({ code: 0, out: 'ravi@school.test: Free, administrator', err: '' });
    const cookie = (again.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    expect((await me(cookie)).json()).toMatchObject({ admin: true });

    const log = await ctx.database.db.select().from(adminAudit);
    expect(log.map((entry) => [entry.action, entry.actorId, entry.actorEmail, entry.targetEmail])).toEqual([
      ['disable', null, CLI_ACTOR, 'ravi@school.test'],
      ['enable', null, CLI_ACTOR, 'ravi@school.test'],
      ['make_admin', null, CLI_ACTOR, 'ravi@school.test'],
    ]);
  });
});
