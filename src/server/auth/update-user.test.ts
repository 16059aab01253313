import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api';
import { NAME_MAX_LENGTH, PROFILE_IMAGE_URL_MAX_LENGTH, PROFILE_MESSAGES } from '../../shared/user';
import { user as userTable } from '../db/schema';
import { request, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();

const updateUser = (cookie: string, payload: object) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/update-user', headers: { cookie }, payload });

const me = async (cookie: string) => (await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

async function storedUser(email: string) {
  const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
  return row!;
}

describe('POST /api/auth/update-user', () => {
  it('holds names to the sign-up rules: 400 with the same message, nothing stored', async () => {
    const { cookie, email } = await signUp(ctx.app);
    const cases = [
      [{ firstName: 'A'.repeat(500_000) }, PROFILE_MESSAGES.tooLong('First name', NAME_MAX_LENGTH)],
      [{ lastName: 'B'.repeat(NAME_MAX_LENGTH + 1) }, PROFILE_MESSAGES.tooLong('Last name', NAME_MAX_LENGTH)],
      [{ name: 'C'.repeat(2 * NAME_MAX_LENGTH + 2) }, PROFILE_MESSAGES.tooLong('Name', 2 * NAME_MAX_LENGTH + 1)],
      [{ firstName: 42 }, PROFILE_MESSAGES.notText('First name')],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await updateUser(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
    }
    const row = await storedUser(email);
    expect(row).toMatchObject({ name: 'Asha Verma', firstName: 'Asha', lastName: 'Verma' });
  });

  it('trims and stores names within the rules; a new full name alone sets first and last name', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await updateUser(cookie, { firstName: '  Meera  ', lastName: 'A'.repeat(NAME_MAX_LENGTH) })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ firstName: 'Meera', lastName: 'A'.repeat(NAME_MAX_LENGTH) });
    expect((await updateUser(cookie, { name: ' Ravi   Kumar Sharma ' })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar Sharma' });
  });

  it('takes an http(s) image address and refuses any other, at sign-up too', async () => {
    const { cookie, email } = await signUp(ctx.app);
    const image = 'https://avatars.example.org/u/1?v=4';
    expect((await updateUser(cookie, { image })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ profileImageUrl: image });
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'not a url',
      `https://x.example/${'a'.repeat(PROFILE_IMAGE_URL_MAX_LENGTH)}`,
      7,
    ]) {
      const response = await updateUser(cookie, { image: bad });
      expect(response.statusCode, String(bad).slice(0, 30)).toBe(400);
      expect(response.json()).toEqual({ message: PROFILE_MESSAGES.imageInvalid, code: ERROR_CODES.badRequest });
    }
    expect((await storedUser(email)).image).toBe(image);

    const signUpWithImage = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'img@example.com', password: 'a long passphrase', name: 'A B', image: 'javascript:alert(1)' },
    });
    expect(signUpWithImage.statusCode).toBe(400);
    expect(signUpWithImage.json()).toEqual({ message: PROFILE_MESSAGES.imageInvalid, code: ERROR_CODES.badRequest });
  });

  it('never lets a client set its plan or other protected fields', async () => {
    const { cookie, email } = await signUp(ctx.app);
    for (const payload of [{ plan: 'Institution' }, { plan: 'Pro', firstName: 'Asha' }, { emailVerified: true }]) {
      const response = await updateUser(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const row = await storedUser(email);
    expect(row.plan).toBe('Free');
    expect(row.emailVerified).toBe(false);
  });
});
