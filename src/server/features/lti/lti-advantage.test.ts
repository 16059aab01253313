import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_CLAIMS, LTI_MESSAGES, LTI_SCOPES, LTI_TEXTS } from '../../../shared/lti';
import { ltiScore } from '../../db/schema';
import { escapeHtml } from '../../html-escape';
import { rightAnswers, storedQuestions, studyText } from '../../test/quiz-answers';
import { request, signUp, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { BROWSER_ACCEPT, call, launch, postLaunch, registerPlatform, sessionOf, startLogin } from './lti-test-support';
import { INSTRUCTOR_ROLE, LEARNER_ROLE, type ReferencePlatform, startReferencePlatform } from './reference-platform';

// The reference platform listens on 127.0.0.1 (the link guard lets it through when allow-listed); the
// app's clock can be moved forward, so that a score's retry falls due without waiting for it.
let offsetMs = 0;
const ctx = useTestApp({ LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' }, { now: () => new Date(Date.now() + offsetMs) });
let platform: ReferencePlatform;

beforeAll(async () => {
  platform = await startReferencePlatform({
    toolJwks: async () => (await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json(),
  });
});
afterAll(async () => platform?.close());

const TEACHER = { sub: 'teacher-1', roles: [INSTRUCTOR_ROLE], name: 'Ms Kapoor', email: 'kapoor@lms.test' };

async function savedQuiz(cookie: string, title = 'Photosynthesis check') {
  const generated = await call(ctx.app, cookie, 'POST', '/api/quizzes/generate', { text: studyText('photosynthesis'), numQuestions: 3 });
  expect(generated.statusCode, generated.body).toBe(200);
  const { id } = generated.json();
  expect((await call(ctx.app, cookie, 'POST', '/api/quizzes/save', { quizId: id, quizTitle: title })).statusCode).toBe(200);
  return id as string;
}

/** The instructor's deep-linking launch: signed in and sent to the picker. */
async function deepLinkLaunch() {
  const { response } = await launch(ctx.app, platform, { ...TEACHER, messageType: 'LtiDeepLinkingRequest' });
  expect(response.statusCode, response.body).toBe(302);
  return { cookie: sessionOf(response), location: String(response.headers.location) };
}

/** The teacher's choice as the picker's form posts it, from our own origin. */
function choose(cookie: string, deepLinkId: string, item: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/lti/deep-link',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, cookie, accept: BROWSER_ACCEPT },
    payload: new URLSearchParams({ deepLinkId, item }).toString(),
  });
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** Deep links a saved quiz of the course's teacher; the platform verifies the answer and holds the link. */
async function deepLinkedQuiz() {
  const { cookie, location } = await deepLinkLaunch();
  const quizId = await savedQuiz(cookie);
  const answer = await choose(cookie, location.split('/').pop()!, `quiz:${quizId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const returned = await fetch(`${platform.issuer}/deep-link-return`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ JWT: hidden(answer.body, 'JWT')! }),
  });
  expect(returned.status, await returned.clone().text()).toBe(200);
  const linkId = [...platform.links.keys()].pop()!;
  return { teacherCookie: cookie, quizId, linkId, link: platform.links.get(linkId)!, answer };
}

/** A launch of the course's deep-linked resource link, as the platform sends it. */
function linkLaunch(linkId: string, extra: Parameters<typeof launch>[2] = {}) {
  const link = platform.links.get(linkId)!;
  return launch(ctx.app, platform, { resourceLinkId: linkId, custom: link.custom, lineItem: link.lineItem, ...extra });
}

async function finishQuiz(cookie: string, copyPath: string) {
  const copyId = copyPath.split('/').pop()!;
  return request(ctx.app, {
    method: 'PUT',
    url: `/api/quizzes/${copyId}/complete`,
    headers: { cookie },
    payload: { answers: rightAnswers(await storedQuestions(ctx.database, copyId)) },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (a few seconds at most) until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`never happened: ${what}`);
}

describe('deep linking', () => {
  it('lets the instructor pick an own quiz and returns a signed LtiDeepLinkingResponse the platform verifies', async () => {
    await registerPlatform(ctx.app, platform);
    const { cookie, location } = await deepLinkLaunch();
    expect(location).toMatch(/^\/api\/lti\/deep-link\/[\w-]{40,}$/);
    const quizId = await savedQuiz(cookie);

    const picker = await ctx.app.inject({ method: 'GET', url: location, headers: { cookie, accept: BROWSER_ACCEPT } });
    expect(picker.statusCode).toBe(200);
    expect(picker.headers['content-type']).toContain('text/html');
    expect(picker.body).toContain(LTI_TEXTS.pickerTitle);
    expect(picker.body).toContain('Photosynthesis check');
    expect(picker.body).toContain(`value="quiz:${quizId}"`);
    // Framed by the registered platform only.
    expect(String(picker.headers['content-security-policy'])).toContain(`frame-ancestors ${platform.browserUrl}`);

    const deepLinkId = location.split('/').pop()!;
    const answer = await choose(cookie, deepLinkId, `quiz:${quizId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const returnUrl = `${platform.browserUrl}/deep-link-return`;
    expect(answer.body).toContain(`action="${returnUrl}"`);
    expect(String(answer.headers['content-security-policy'])).toContain(`form-action ${platform.browserUrl}`);
    const jwt = hidden(answer.body, 'JWT')!;
    const keys = (await request(ctx.app, { method: 'GET', url: '/api/lti/jwks' })).json().keys;
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', kid: keys[0].kid });

    const returned = await fetch(`${platform.issuer}/deep-link-return`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JWT: jwt }),
    });
    expect(returned.status).toBe(200);
    const [received] = platform.deepLinks.slice(-1);
    expect(received!.claims).toMatchObject({
      iss: platform.clientId,
      aud: platform.issuer,
      nonce: expect.any(String),
      [LTI_CLAIMS.deploymentId]: platform.deploymentId,
      [LTI_CLAIMS.messageType]: 'LtiDeepLinkingResponse',
      [LTI_CLAIMS.version]: '1.3.0',
      [LTI_CLAIMS.deepLinkingData]: 'opaque-data-7',
    });
    expect(Number(received!.claims.exp) - Number(received!.claims.iat)).toBeGreaterThan(0);
    expect(received!.items).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Photosynthesis check',
        url: 'http://localhost:3000/api/lti/launch',
        custom: { studium_kind: 'quiz', studium_id: quizId },
        lineItem: { scoreMaximum: 100, label: 'Photosynthesis check', resourceId: `quiz:${quizId}` },
      },
    ]);

    // One answer per request.
    expect((await choose(cookie, deepLinkId, `quiz:${quizId}`)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s request or item, and for items that are not one', async () => {
    await registerPlatform(ctx.app, platform);
    const { cookie, location } = await deepLinkLaunch();
    const deepLinkId = location.split('/').pop()!;
    const stranger = await signUp(ctx.app, { email: 'stranger@school.test' });
    const theirQuiz = await savedQuiz(stranger.cookie, 'Not yours');
    const ownQuiz = await savedQuiz(cookie);

    expect((await ctx.app.inject({ method: 'GET', url: location, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await choose(stranger.cookie, deepLinkId, `quiz:${ownQuiz}`)).statusCode).toBe(404);
    const foreign = await choose(cookie, deepLinkId, `quiz:${theirQuiz}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain(escapeHtml(LTI_MESSAGES.itemNotFound));
    for (const item of ['quiz:not-a-uuid', 'essay:0190b6a0-0000-7000-8000-000000000000', ':', 'quiz']) {
      expect((await choose(cookie, deepLinkId, item)).statusCode, item).toBe(404);
    }
    expect((await choose(cookie, deepLinkId, 'x'.repeat(500))).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lti/deep-link/${'y'.repeat(40)}`, headers: { cookie } })).statusCode).toBe(
      404,
    );
    // Signed out: 401; and the request is still the teacher's to answer.
    expect((await ctx.app.inject({ method: 'GET', url: location })).statusCode).toBe(401);
    expect((await choose(cookie, deepLinkId, `quiz:${ownQuiz}`)).statusCode).toBe(200);
  });
});

describe('grade passback', () => {
  it('assigns the linked quiz, lands the student on it and posts one score per attempt, with one token', async () => {
    await registerPlatform(ctx.app, platform);
    const scoresBefore = platform.scores.length;
    const tokensBefore = platform.tokenRequests.length;
    const { linkId, link } = await deepLinkedQuiz();
    const teacher = await linkLaunch(linkId, TEACHER);
    expect(teacher.response.headers.location).toMatch(/^\/classes\/[\w-]+$/);
    const classId = String(teacher.response.headers.location).split('/').pop()!;

    const students = [];
    for (const sub of ['student-1', 'student-2']) {
      const student = await linkLaunch(linkId, { sub, roles: [LEARNER_ROLE], name: `Learner ${sub}`, email: `${sub}@lms.test` });
      expect(student.response.headers.location).toMatch(/^\/quiz\/[\w-]+$/);
      students.push({ sub, cookie: sessionOf(student.response), path: String(student.response.headers.location) });
    }
    // A second launch opens the same attempt.
    const again = await linkLaunch(linkId, { sub: 'student-1', roles: [LEARNER_ROLE] });
    expect(again.response.headers.location).toBe(students[0]!.path);

    for (const student of students) expect((await finishQuiz(student.cookie, student.path)).statusCode).toBe(200);
    await eventually(() => platform.scores.length === scoresBefore + 2, 'two scores');
    // Finishing again is refused and posts nothing more.
    expect((await finishQuiz(students[0]!.cookie, students[0]!.path)).statusCode).toBe(409);
    await sleep(300);
    const received = platform.scores.slice(scoresBefore);
    expect(received).toHaveLength(2);
    expect(received.map((score) => score.body.userId).sort()).toEqual(['student-1', 'student-2']);
    for (const score of received) {
      expect(score.lineItem).toBe(link.lineItem);
      expect(score.contentType).toBe('application/vnd.ims.lis.v1.score+json');
      expect(score.body).toMatchObject({
        scoreGiven: 100,
        scoreMaximum: 100,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    // One token for both posts: kept until it expires.
    const tokens = platform.tokenRequests.slice(tokensBefore);
    expect(tokens).toEqual([{ scope: LTI_SCOPES.score, ok: true }]);

    const results = (await call(ctx.app, sessionOf(teacher.response), 'GET', `/api/classes/${classId}/results`)).json();
    expect(results.lmsCourse).toBe(true);
    for (const student of results.students) {
      expect(student.cells[0].lms).toMatchObject({ status: 'sent', sentAt: expect.any(String), error: null });
    }
    expect(await ctx.database.db.select().from(ltiScore)).toHaveLength(2);
  });

  it('retries a score the platform refused while it was down, and the results say why meanwhile', async () => {
    await registerPlatform(ctx.app, platform);
    const { linkId } = await deepLinkedQuiz();
    const teacher = await linkLaunch(linkId, TEACHER);
    const classId = String(teacher.response.headers.location).split('/').pop()!;
    const student = await linkLaunch(linkId, { sub: 'student-9', roles: [LEARNER_ROLE] });
    const before = platform.scores.length;
    platform.failScores(1, 503);
    expect((await finishQuiz(sessionOf(student.response), String(student.response.headers.location))).statusCode).toBe(200);

    const row = async () => (await ctx.database.db.select().from(ltiScore))[0];
    await eventually(async () => (await row())?.tries === 1, 'the first try');
    expect(await row()).toMatchObject({ status: 'pending', sentAt: null, lastError: expect.stringContaining('503') });
    const teacherCookie = sessionOf(teacher.response);
    const waiting = (await call(ctx.app, teacherCookie, 'GET', `/api/classes/${classId}/results`)).json();
    expect(waiting.students[0].cells[0].lms).toMatchObject({ status: 'pending', error: expect.stringContaining('HTTP 503') });

    // Nothing is posted before the wait is over.
    await sleep(2_500);
    expect(platform.scores.length).toBe(before);
    offsetMs += 60 * 60 * 1000;
    await eventually(async () => (await row())?.status === 'sent', 'the retry');
    expect(platform.scores.length).toBe(before + 1);
    expect(await row()).toMatchObject({ tries: 2, lastError: null, sentAt: expect.any(Date) });
    const sent = (await call(ctx.app, teacherCookie, 'GET', `/api/classes/${classId}/results`)).json();
    expect(sent.students[0].cells[0].lms).toMatchObject({ status: 'sent', error: null });
  }, 20_000);
});

describe('rosters', () => {
  it('pulls the course’s members page by page and lists learners who have not launched', async () => {
    await registerPlatform(ctx.app, platform);
    platform.setRoster(
      [
        { user_id: 'teacher-1', name: 'Ms Kapoor', roles: [INSTRUCTOR_ROLE] },
        { user_id: 'student-1', name: 'Riya Sen', email: 'riya@lms.test', roles: [LEARNER_ROLE] },
        { user_id: 'student-2', name: 'Arun Das', email: 'arun@lms.test', roles: [LEARNER_ROLE] },
        { user_id: 'student-3', name: 'Meera Iyer', roles: [LEARNER_ROLE] },
        { user_id: 'student-4', name: 'Gone Away', roles: [LEARNER_ROLE], status: 'Inactive' },
      ],
      2,
    );
    const teacher = await launch(ctx.app, platform, TEACHER);
    const classId = String(teacher.response.headers.location).split('/').pop()!;
    await launch(ctx.app, platform, { sub: 'student-1', roles: [LEARNER_ROLE] });
    const cookie = sessionOf(teacher.response);

    const pulled = await call(ctx.app, cookie, 'POST', `/api/lti/classes/${classId}/roster`, {});
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json()).toEqual({ members: 4, pending: 2 });
    expect(platform.tokenRequests.at(-1)).toEqual({ scope: LTI_SCOPES.memberships, ok: true });
    const results = (await call(ctx.app, cookie, 'GET', `/api/classes/${classId}/results`)).json();
    expect(results.lmsPending).toEqual([
      { name: 'Arun Das', email: 'arun@lms.test' },
      { name: 'Meera Iyer', email: null },
    ]);

    // Anyone but the class's teacher: 404; a class without a course: 409.
    const student = await launch(ctx.app, platform, { sub: 'student-2', roles: [LEARNER_ROLE] });
    expect((await call(ctx.app, sessionOf(student.response), 'POST', `/api/lti/classes/${classId}/roster`, {})).statusCode).toBe(404);
    expect((await call(ctx.app, undefined, 'POST', `/api/lti/classes/${classId}/roster`, {})).statusCode).toBe(401);
    expect((await call(ctx.app, cookie, 'POST', '/api/lti/classes/not-a-class/roster', {})).statusCode).toBe(404);
    const own = await call(ctx.app, cookie, 'POST', '/api/classes', { name: 'Own class' });
    const plain = await call(ctx.app, cookie, 'POST', `/api/lti/classes/${own.json().id}/roster`, {});
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(LTI_MESSAGES.noMemberships);
  });
});

describe('framing and the administrators’ screen', () => {
  it('lets registered platforms frame the pages, and offers a new window when a framed launch lost its cookie', async () => {
    const { admin, platformId } = await registerPlatform(ctx.app, platform);
    const framedPage = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(String(framedPage.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' ${platform.browserUrl} ${platform.issuer}`,
    );
    expect(framedPage.headers['x-frame-options']).toBeUndefined();
    // Without a registered platform, nothing frames Studium.
    expect((await call(ctx.app, admin.cookie, 'DELETE', `/api/admin/lti/platforms/${platformId}`)).statusCode).toBe(200);
    const alone = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(String(alone.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(alone.headers['x-frame-options']).toBe('SAMEORIGIN');
    await call(ctx.app, admin.cookie, 'POST', '/api/admin/lti/platforms', platform.registration);
    // The API's answers are never framed.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    const login = await startLogin(ctx.app, platform);
    const token = await platform.idToken({ nonce: login.nonce });
    const framed = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, 'sec-fetch-dest': 'iframe' },
      payload: new URLSearchParams({ id_token: token, state: login.state }).toString(),
    });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toContain(LTI_TEXTS.openInNewWindow);
    const href = /href="([^"]+)" target="_blank"/.exec(framed.body)![1]!.replace(/&amp;/g, '&');
    const again = new URL(href);
    expect(again.pathname).toBe('/api/lti/login');
    expect(Object.fromEntries(again.searchParams)).toMatchObject({
      iss: platform.issuer,
      login_hint: 'hint-1',
      client_id: platform.clientId,
    });
    expect(framed.headers['set-cookie']).toBeUndefined();
    // The same post in a window of its own (no iframe) is refused as before.
    expect((await postLaunch(ctx.app, { id_token: token, state: login.state })).statusCode).toBe(403);
  });

  it('shows the administrator the URLs and the public key a platform needs', async () => {
    const { admin } = await registerPlatform(ctx.app, platform);
    const tool = await call(ctx.app, admin.cookie, 'GET', '/api/admin/lti/tool');
    expect(tool.statusCode).toBe(200);
    expect(tool.json()).toMatchObject({
      loginUrl: 'http://localhost:3000/api/lti/login',
      launchUrl: 'http://localhost:3000/api/lti/launch',
      deepLinkingUrl: 'http://localhost:3000/api/lti/launch',
      jwksUrl: 'http://localhost:3000/api/lti/jwks',
      publicJwk: { kty: 'RSA', alg: 'RS256', e: 'AQAB' },
    });
    expect(tool.json().publicJwk).not.toHaveProperty('d');
    const student = await signUp(ctx.app);
    expect((await call(ctx.app, student.cookie, 'GET', '/api/admin/lti/tool')).statusCode).toBe(404);
  });

  it('lists the new routes in the API document', async () => {
    const { admin } = await registerPlatform(ctx.app, platform);
    const paths = (await request(ctx.app, { method: 'GET', url: '/api/docs', headers: { cookie: admin.cookie } })).json().paths;
    for (const path of ['/api/lti/deep-link', '/api/lti/deep-link/{id}', '/api/lti/classes/{id}/roster', '/api/admin/lti/tool']) {
      expect(paths, path).toHaveProperty([path]);
    }
  });
});
