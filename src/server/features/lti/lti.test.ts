import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_MESSAGES, LTI_STATE_COOKIE } from '../../../shared/lti';
import { classMember, classroom, ltiContext, ltiUser, session, user } from '../../db/schema';
import { escapeHtml } from '../../html-escape';
import { request, signUp, useTestApp } from '../../test/test-app';
import { call, launch, postLaunch, registerPlatform, sessionOf, signUpAdmin, startLogin } from './lti-test-support';
import { INSTRUCTOR_ROLE, type ReferencePlatform, startReferencePlatform } from './reference-platform';
import { rotateToolKey } from './tool-keys';

// The reference platform and its JWKS listen on 127.0.0.1, which the link guard lets through only when allow-listed.
const ctx = useTestApp({ LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' });
let platform: ReferencePlatform;

beforeAll(async () => {
  platform = await startReferencePlatform();
});
afterAll(async () => platform?.close());

const rows = async (table: typeof user | typeof session | typeof ltiUser | typeof classroom | typeof ltiContext | typeof classMember) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

const me = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('platform registration', () => {
  it('lets an administrator register, list and remove a platform', async () => {
    const admin = await signUpAdmin(ctx.app);
    const created = await call(ctx.app, admin.cookie, 'POST', '/api/admin/lti/platforms', platform.registration);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...platform.registration, id: expect.any(String) });
    const again = await call(ctx.app, admin.cookie, 'POST', '/api/admin/lti/platforms', platform.registration);
    expect(again.statusCode).toBe(409);
    const listed = await call(ctx.app, admin.cookie, 'GET', '/api/admin/lti/platforms');
    expect(listed.json().platforms).toHaveLength(1);
    const removed = await call(ctx.app, admin.cookie, 'DELETE', `/api/admin/lti/platforms/${created.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx.app, admin.cookie, 'DELETE', `/api/admin/lti/platforms/${created.json().id}`)).statusCode).toBe(404);
  });

  it('answers 404 to anyone else, signed in or not', async () => {
    await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    for (const cookie of [student.cookie, undefined]) {
      expect((await call(ctx.app, cookie, 'POST', '/api/admin/lti/platforms', platform.registration)).statusCode).toBe(404);
      expect((await call(ctx.app, cookie, 'GET', '/api/admin/lti/platforms')).statusCode).toBe(404);
    }
  });

  it('refuses addresses that are not https (http only on this machine) and empty deployments', async () => {
    const admin = await signUpAdmin(ctx.app);
    for (const change of [
      { jwksUrl: 'http://lms.example.com/jwks' },
      { authLoginUrl: 'javascript:alert(1)' },
      { tokenUrl: 'https://user:pw@lms.example.com/token' },
      { issuer: 'not a url' },
      { deploymentIds: [] },
      { clientId: '' },
    ]) {
      const response = await call(ctx.app, admin.cookie, 'POST', '/api/admin/lti/platforms', { ...platform.registration, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('Studium’s keys', () => {
  it('publishes its RSA public key, and after a rotation the old one too', async () => {
    const first = await request(ctx.app, { method: 'GET', url: '/api/lti/jwks' });
    expect(first.statusCode).toBe(200);
    const [key] = first.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), e: 'AQAB' });
    expect(key).not.toHaveProperty('d');
    await rotateToolKey(ctx.database.db);
    const second = (await request(ctx.app, { method: 'GET', url: '/api/lti/jwks' })).json();
    expect(second.keys).toHaveLength(2);
    expect(second.keys.map((k: { kid: string }) => k.kid)).toContain(key.kid);
  });
});

describe('login initiation', () => {
  it('redirects to the platform’s authentication request with the OIDC parameters and a state cookie', async () => {
    await registerPlatform(ctx.app, platform);
    const { response, location, cookie } = await startLogin(ctx.app, platform);
    expect(response.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(platform.registration.authLoginUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: 'http://localhost:3000/api/lti/launch',
      login_hint: 'hint-1',
      lti_message_hint: 'message-hint-1',
    });
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(cookie.startsWith(`${LTI_STATE_COOKIE}=`)).toBe(true);
    expect(String(response.headers['set-cookie'])).toContain('HttpOnly; SameSite=Lax');
  });

  it('takes the initiation as a form post from the platform’s origin too', async () => {
    await registerPlatform(ctx.app, platform);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.issuer },
      payload: new URLSearchParams({ iss: platform.issuer, login_hint: 'h', target_link_uri: 'http://localhost:3000/' }).toString(),
    });
    expect(response.statusCode).toBe(302);
  });

  it('refuses an unknown platform, a missing parameter or a target elsewhere with a page', async () => {
    await registerPlatform(ctx.app, platform);
    expect((await startLogin(ctx.app, platform, { iss: 'https://other.example' })).response.statusCode).toBe(404);
    expect((await startLogin(ctx.app, platform, { client_id: 'someone-else' })).response.statusCode).toBe(404);
    const elsewhere = (await startLogin(ctx.app, platform, { target_link_uri: 'https://evil.example/' })).response;
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers['content-type']).toContain('text/html');
    expect(elsewhere.body).toContain('does not point at this Studium');
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/lti/login?iss=${encodeURIComponent(platform.issuer)}` });
    expect(missing.statusCode).toBe(400);
    // A client that does not ask for HTML gets the API's JSON error instead of the page.
    expect(missing.headers['content-type']).toContain('application/json');
    expect(typeof missing.json().message).toBe('string');
  });
});

describe('launch', () => {
  it('creates the user, signs them in, maps the course to a class; a second launch reuses them', async () => {
    await registerPlatform(ctx.app, platform);
    const teacher = await launch(ctx.app, platform, { sub: 'teacher-1', roles: [INSTRUCTOR_ROLE], email: 'ms.k@lms.test', name: 'Ms K' });
    expect(teacher.response.statusCode).toBe(302);
    const classPath = String(teacher.response.headers.location);
    expect(classPath).toMatch(/^\/classes\/[\w-]+$/);
    const teacherMe = await me(sessionOf(teacher.response));
    expect(teacherMe.json()).toMatchObject({ email: 'ms.k@lms.test', admin: false });

    const student = await launch(ctx.app, platform, { sub: 'student-1', email: 'riya@lms.test' });
    expect(student.response.headers.location).toBe(classPath);
    const classId = classPath.split('/').pop()!;
    const view = await request(ctx.app, {
      method: 'GET',
      url: `/api/classes/${classId}`,
      headers: { cookie: sessionOf(student.response) },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ name: 'Biology 7B', role: 'student' });

    const again = await launch(ctx.app, platform, { sub: 'student-1', email: 'riya@lms.test' });
    expect(again.response.headers.location).toBe(classPath);
    expect(await rows(user)).toBe(3);
    expect(await rows(ltiUser)).toBe(2);
    expect(await rows(classroom)).toBe(1);
    expect(await rows(ltiContext)).toBe(1);
    expect(await rows(classMember)).toBe(1);
    expect(await rows(session)).toBe(4);
  });

  it('makes a second instructor of the course a co-teacher of its class, who may not delete it', async () => {
    await registerPlatform(ctx.app, platform);
    const owner = await launch(ctx.app, platform, { sub: 'teacher-1', roles: [INSTRUCTOR_ROLE], email: 'ms.k@lms.test', name: 'Ms K' });
    const classPath = String(owner.response.headers.location);
    const classId = classPath.split('/').pop()!;
    const membersBefore = await rows(classMember);
    const second = await launch(ctx.app, platform, { sub: 'teacher-2', roles: [INSTRUCTOR_ROLE], email: 'mr.d@lms.test', name: 'Mr D' });
    expect(second.response.headers.location).toBe(classPath);
    const cookie = sessionOf(second.response);
    const view = await request(ctx.app, { method: 'GET', url: `/api/classes/${classId}`, headers: { cookie } });
    expect(view.json()).toMatchObject({ name: 'Biology 7B', role: 'teacher' });
    const list = await request(ctx.app, { method: 'GET', url: '/api/classes', headers: { cookie } });
    expect(list.json()).toEqual([expect.objectContaining({ id: classId, role: 'teacher' })]);
    expect((await request(ctx.app, { method: 'GET', url: `/api/classes/${classId}/results`, headers: { cookie } })).statusCode).toBe(200);
    expect(await rows(classMember)).toBe(membersBefore);
    const removal = await request(ctx.app, { method: 'DELETE', url: `/api/classes/${classId}`, headers: { cookie } });
    expect(removal.statusCode).toBe(403);
    expect(await rows(classroom)).toBe(1);
    // A launch of theirs again changes nothing.
    await launch(ctx.app, platform, { sub: 'teacher-2', roles: [INSTRUCTOR_ROLE], email: 'mr.d@lms.test', name: 'Mr D' });
    const after = await request(ctx.app, { method: 'GET', url: `/api/classes/${classId}`, headers: { cookie } });
    expect(after.json(), after.body).toMatchObject({ role: 'teacher' });
  });

  it('fetches the platform’s keys again once when a token names a new key id', async () => {
    await registerPlatform(ctx.app, platform);
    expect((await launch(ctx.app, platform)).response.statusCode).toBe(302);
    const fetches = platform.jwksFetches;
    await platform.rotateKey();
    expect((await launch(ctx.app, platform)).response.statusCode).toBe(302);
    expect(platform.jwksFetches).toBe(fetches + 1);
  });

  it('never hands an existing account to a launch that carries its e-mail', async () => {
    await registerPlatform(ctx.app, platform);
    const owner = await signUp(ctx.app, { email: 'owner@school.test' });
    const ownerId = (await me(owner.cookie)).json().id;
    const { response } = await launch(ctx.app, platform, { sub: 'owner@school.test', email: 'owner@school.test' });
    expect(response.statusCode).toBe(302);
    const launched = (await me(sessionOf(response))).json();
    expect(launched.id).not.toBe(ownerId);
    expect(launched.email).not.toBe('owner@school.test');
    expect(launched.email).toMatch(/@lti\.invalid$/);
    const [link] = await ctx.database.db.select().from(ltiUser);
    expect(link).toMatchObject({ platformEmail: 'owner@school.test', userId: launched.id });
    expect((await ctx.database.db.select().from(session).where(eq(session.userId, ownerId))).length).toBe(1);
  });

  describe('hostile launches: a page saying why, and nothing created', () => {
    const refused = async (
      response: { statusCode: number; body: string; headers: Record<string, unknown> },
      status: number,
      message: string,
    ) => {
      expect(response.statusCode).toBe(status);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect(response.body).toContain(escapeHtml(message));
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rows(user)).toBe(1);
      expect(await rows(ltiUser)).toBe(0);
      expect(await rows(classroom)).toBe(0);
      expect(await rows(session)).toBe(1);
    };

    const cases: [string, Parameters<typeof launch>[2], number, string][] = [
      ['a signature by an unpublished key under a published kid', { unpublishedKey: true, kid: undefined }, 401, LTI_MESSAGES.tokenInvalid],
      ['an unknown key id', { unpublishedKey: true }, 401, LTI_MESSAGES.tokenInvalid],
      ['an expired token', { issuedIn: -600, expiresIn: -300 }, 401, LTI_MESSAGES.tokenExpired],
      ['a token issued in the future', { issuedIn: 600, expiresIn: 900 }, 401, LTI_MESSAGES.tokenExpired],
      ['another audience', { audience: 'another-tool' }, 401, LTI_MESSAGES.audienceWrong],
      ['several audiences without azp', { audience: ['another-tool', 'studium-tool'] }, 401, LTI_MESSAGES.audienceWrong],
      ['another issuer', { issuer: 'https://evil.example' }, 401, LTI_MESSAGES.tokenInvalid],
      ['an unknown deployment', { deploymentId: 'deployment-9' }, 403, LTI_MESSAGES.deploymentUnknown],
      ['another LTI version', { version: '1.1' }, 400, LTI_MESSAGES.versionUnsupported],
      ['a deep-linking request by a learner', { messageType: 'LtiDeepLinkingRequest' }, 403, LTI_MESSAGES.deepLinkingTeachersOnly],
      [
        'a deep-linking request whose return URL is not one',
        { messageType: 'LtiDeepLinkingRequest', roles: [INSTRUCTOR_ROLE], deepLinkReturnUrl: 'javascript:alert(1)' },
        400,
        LTI_MESSAGES.deepLinkingIncomplete,
      ],
      [
        'a deep-linking request that accepts no resource links',
        { messageType: 'LtiDeepLinkingRequest', roles: [INSTRUCTOR_ROLE], acceptTypes: ['html'] },
        400,
        LTI_MESSAGES.deepLinkingType,
      ],
    ];
    for (const [name, options, status, message] of cases) {
      it(`refuses ${name}`, async () => {
        await registerPlatform(ctx.app, platform);
        const login = await startLogin(ctx.app, platform);
        const token = await platform.idToken({ nonce: login.nonce, ...options });
        // The published kid with the stray key's signature: the signature check, not the key lookup, refuses it.
        const forged = name.startsWith('a signature') ? await resign(token) : token;
        await refused(await postLaunch(ctx.app, { id_token: forged, state: login.state }, login.cookie), status, message);
      });
    }

    /** The token's header and claims with another key's signature. */
    async function resign(token: string) {
      const good = (await platform.idToken({ nonce: 'x' })).split('.');
      const [, payload, signature] = token.split('.');
      return `${good[0]}.${payload}.${signature}`;
    }

    it('refuses a replayed launch and an old token under a new login (its nonce was used)', async () => {
      await registerPlatform(ctx.app, platform);
      const first = await launch(ctx.app, platform);
      expect(first.response.statusCode).toBe(302);
      await ctx.database.db.delete(ltiUser);
      await ctx.database.db.delete(session).where(eq(session.userId, (await me(sessionOf(first.response))).json().id));
      const replay = await postLaunch(ctx.app, { id_token: first.idToken, state: first.login.state }, first.login.cookie);
      expect(replay.statusCode).toBe(403);
      expect(replay.body).toContain('too long or was already used');
      const fresh = await startLogin(ctx.app, platform);
      const reused = await postLaunch(ctx.app, { id_token: first.idToken, state: fresh.state }, fresh.cookie);
      expect(reused.statusCode).toBe(401);
      expect(reused.body).toContain('already used');
    });

    it('refuses a state another browser started, and a missing cookie', async () => {
      await registerPlatform(ctx.app, platform);
      const victim = await startLogin(ctx.app, platform);
      const attacker = await startLogin(ctx.app, platform);
      const token = await platform.idToken({ nonce: victim.nonce });
      await refused(await postLaunch(ctx.app, { id_token: token, state: victim.state }, attacker.cookie), 403, LTI_MESSAGES.stateMismatch);
      await refused(await postLaunch(ctx.app, { id_token: token, state: victim.state }), 403, LTI_MESSAGES.stateMismatch);
      await refused(await postLaunch(ctx.app, { state: victim.state }, victim.cookie), 400, LTI_MESSAGES.launchIncomplete);
      // The victim's own browser still completes it.
      expect((await postLaunch(ctx.app, { id_token: token, state: victim.state }, victim.cookie)).statusCode).toBe(302);
    });
  });
});

describe('the API document', () => {
  it('lists the LTI routes', async () => {
    const admin = await signUpAdmin(ctx.app);
    const paths = (await request(ctx.app, { method: 'GET', url: '/api/docs', headers: { cookie: admin.cookie } })).json().paths;
    for (const path of [
      '/api/lti/jwks',
      '/api/lti/login',
      '/api/lti/launch',
      '/api/admin/lti/platforms',
      '/api/admin/lti/platforms/{id}',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });
});
