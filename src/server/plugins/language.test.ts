import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { MESSAGES } from '../../shared/api';
import { NOTE_MESSAGES } from '../../shared/note';
import { request, signUp, useTestApp } from '../test/test-app';

const ctx = useTestApp();

const HINDI = /[\u0900-\u097F]/;

describe('the language of API answers', () => {
  it('answers errors in Hindi for Accept-Language: hi, in English otherwise', async () => {
    const { cookie } = await signUp(ctx.app);
    const post = (headers: Record<string, string>) =>
      request(ctx.app, { method: 'POST', url: '/api/notes', payload: { title: '', content: '' }, headers: { cookie, ...headers } });
    const hindi = await post({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ message: 'कृपया नोट का शीर्षक और सामग्री, दोनों दें।', code: 'bad_request' });
    const english = await post({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().message).toBe(NOTE_MESSAGES.titleAndContentRequired);
    expect((await post({})).json().message).toBe(NOTE_MESSAGES.titleAndContentRequired);
    expect((await post({ 'accept-language': 'fr-FR' })).json().message).toBe(NOTE_MESSAGES.titleAndContentRequired);
  });

  it('answers a visitor by ?lang= or the cookie the switch sets', async () => {
    const signedOut = await request(ctx.app, { method: 'GET', url: '/api/notes?lang=hi' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('जारी रखने के लिए कृपया साइन-इन करें।');
    const byCookie = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie: 'studium_lang=hi' } });
    expect(byCookie.json().message).toMatch(HINDI);
    const unknownRoute = await request(ctx.app, { method: 'GET', url: '/api/no-such-route?lang=hi' });
    expect(unknownRoute.json().message).toBe('इस पते से सर्वर का कोई रास्ता मेल नहीं खाता');
  });

  it("keeps the user's choice in every browser, over Accept-Language", async () => {
    const { cookie } = await signUp(ctx.app);
    const before = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(before.json().language).toBeNull();

    const chosen = await request(ctx.app, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
      headers: { cookie },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi' });
    const user = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie, 'accept-language': 'en' } });
    expect(user.json().language).toBe('hi');

    const missing = await request(ctx.app, {
      method: 'GET',
      url: '/api/notes/00000000-0000-0000-0000-000000000000',
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('नोट नहीं मिला');
    // A shared link's ?lang= still wins for that request.
    const shared = await request(ctx.app, {
      method: 'GET',
      url: '/api/notes/00000000-0000-0000-0000-000000000000?lang=en',
      headers: { cookie },
    });
    expect(shared.json().message).toBe(NOTE_MESSAGES.notFound);
  });

  it('refuses a language it does not speak, in the words of the request', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const payload of [{ language: 'fr' }, { language: 7 }, {}]) {
      const refused = await request(ctx.app, { method: 'PUT', url: '/api/account/language', payload, headers: { cookie } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ACCOUNT_MESSAGES.languageUnknown);
    }
    const signedOut = await request(ctx.app, { method: 'PUT', url: '/api/account/language', payload: { language: 'hi' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(MESSAGES.unauthorized);
  });

  it('translates a message built from values, through better-auth too', async () => {
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email?lang=hi',
      payload: {
        email: 'long-name@example.com',
        password: 'correct horse battery',
        name: 'A',
        firstName: 'x'.repeat(500),
        lastName: 'Verma',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^पहला नाम अधिकतम \d+ अक्षरों का होना चाहिए।$/);
  });
});
