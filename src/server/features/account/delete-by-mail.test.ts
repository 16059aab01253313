import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../../db/schema';
import { request, signUp, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { startTestSmtp } from '../../test/test-smtp';
import { countUserRows, seedStudyRows } from './account-test-support';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Shiksha' });

describe('delete my account, with mail', () => {
  it('mails a confirmation link instead of deleting; opened where the user is signed in, it deletes everything', async () => {
    const leaving = await signUp(ctx.app, { email: 'leaving@school.test' });
    const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, leaving.email));
    await seedStudyRows(ctx.database.db, row!.id, 'Leaving');

    const asked = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: leaving.cookie },
      payload: { password: leaving.password },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: 'Verification email sent' });
    expect((await countUserRows(ctx.database.db, row!.id)).note).toBe(1);

    const mail = await smtp.nextTo(leaving.email);
    expect(mail.text).toContain('Shiksha');
    expect(mail.text).toContain('for 24 hours');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')![0];
    // Without the session the link does nothing.
    expect((await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, '') })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await countUserRows(ctx.database.db, row!.id)).user).toBe(1);

    const opened = await request(ctx.app, { method: 'GET', url: link.replace(TEST_ORIGIN, ''), headers: { cookie: leaving.cookie } });
    expect(opened.statusCode).toBeLessThan(400);
    const after = await countUserRows(ctx.database.db, row!.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
  });
});
