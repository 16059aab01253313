import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { type ReferencePlatform, startReferencePlatform } from '../../src/server/features/lti/reference-platform';
import { expect, newUser, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';

// A server of its own, whose link guard lets the reference platform's JWKS on 127.0.0.1 through;
// the platform's pages open on localhost, the same site as the tool, as on one school domain.
test.describe.configure({ mode: 'default' });
let server: OwnServer;
let platform: ReferencePlatform;
/** The administrator's signed-in browser state. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  server = await startOwnServer({ LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  platform = await startReferencePlatform({ toolUrl: server.baseURL });
  // The first account of the fresh server administers it and registers the platform.
  const context = await browser.newContext();
  const headers = { origin: server.baseURL };
  const admin = newUser();
  const signedUp = await context.request.post(`${server.baseURL}/api/auth/sign-up/email`, {
    headers,
    data: { ...admin, name: `${admin.firstName} ${admin.lastName}` },
  });
  expect(signedUp.status()).toBe(200);
  const registered = await context.request.post(`${server.baseURL}/api/admin/lti/platforms`, { headers, data: platform.registration });
  expect(registered.status(), await registered.text()).toBe(201);
  adminState = await context.storageState();
  await context.close();
});
test.afterAll(async () => {
  await platform?.close();
  await server?.stop();
});

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

const STUDY_TEXT = `Cells are the basic units of life. The nucleus holds the cell's genetic material.
Mitochondria release energy from food through respiration. The cell membrane controls what enters and leaves the cell.
Plant cells have a cell wall made of cellulose and chloroplasts where photosynthesis happens.`;

const start = (query: Record<string, string>) => `${platform.browserUrl}/start?${new URLSearchParams(query)}`;

for (const width of [1280, 390]) {
  test(`at ${width}px: the course's instructor and then a student open Studium from the platform and land in the class`, async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, axe twice
    const course = `course-${width}`;
    const title = `Biology ${width}`;
    const teacher = await browser.newContext({ viewport: { width, height: 900 } });
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(
      start({ sub: `teacher-${width}`, role: 'instructor', name: 'Ms Kapoor', email: `kapoor${width}@lms.test`, course, title }),
    );
    await expect(teacherPage).toHaveURL(/\/classes\/[\w-]+$/);
    await expect(teacherPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await teacher.close();

    await page.setViewportSize({ width, height: 900 });
    await page.goto(start({ sub: `student-${width}`, role: 'learner', name: 'Riya Sen', email: `riya${width}@lms.test`, course, title }));
    await expect(page).toHaveURL(/\/classes\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const me = await page.request.get(`${server.baseURL}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: `riya${width}@lms.test` });
    await expectAccessible(page, `class page after launch ${width}`);
  });
}

test('a launch whose state this browser did not start is refused with a page saying so', async ({ page }) => {
  const login = await page.request.get(start({ sub: 'x', course: 'course-x' }), { maxRedirects: 0 });
  const toolLogin = String(login.headers().location);
  // Another browser (no state cookie) receives the platform's form.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  const toPlatform = await otherPage.request.get(toolLogin, { maxRedirects: 0 });
  const authUrl = new URL(String(toPlatform.headers().location));
  await other.close();
  const response = await page.goto(authUrl.href);
  await expect(page.getByRole('heading', { name: 'Studium could not open this activity' })).toBeVisible();
  await expect(page.getByText('does not belong to the login this browser started')).toBeVisible();
  expect(response).not.toBeNull();
  await expectAccessible(page, 'refusal page');
});

/** Answers every question of the quiz page (the first choice, or a short text) and submits it. */
async function takeQuiz(page: Page) {
  const main = page.getByRole('main');
  for (;;) {
    const radios = main.getByRole('radio');
    if (await radios.count()) await radios.first().check();
    else await main.getByRole('textbox').fill('Chlorophyll makes leaves green.');
    const next = page.getByRole('button', { name: 'Next' });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
}

test('the whole LTI Advantage flow: register, deep link a quiz, a student takes it, one score reaches the gradebook', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const second = await startReferencePlatform({ toolUrl: server.baseURL, clientId: 'studium-second', deploymentId: 'dep-2' });
  try {
    // The administrator registers the platform on /admin and sees what to paste into it.
    const admin = await browser.newContext({ storageState: adminState, viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.baseURL}/admin`);
    await expect(adminPage.getByRole('heading', { name: 'LMS (LTI 1.3)' })).toBeVisible();
    await expect(adminPage.getByText(`${server.baseURL}/api/lti/login`)).toBeVisible();
    await expect(adminPage.getByText(`${server.baseURL}/api/lti/jwks`)).toBeVisible();
    const values = second.registration;
    await adminPage.getByLabel('Issuer').fill(values.issuer);
    await adminPage.getByLabel('Client id').fill(values.clientId);
    await adminPage.getByLabel('Deployment ids').fill(values.deploymentIds.join(', '));
    await adminPage.getByLabel('Auth login URL').fill(values.authLoginUrl);
    await adminPage.getByLabel('Token URL').fill(values.tokenUrl);
    await adminPage.getByLabel('JWKS URL').fill(values.jwksUrl);
    await adminPage.getByRole('button', { name: 'Register platform' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Platform registered.' })).toBeVisible();
    await expect(adminPage.getByText(`Client id ${values.clientId}`)).toBeVisible();
    await expectAccessible(adminPage, 'admin LMS section 1280');
    await adminPage.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(adminPage, 'admin LMS section 390');
    await admin.close();

    const start = (query: Record<string, string>) => `${second.browserUrl}/start?${new URLSearchParams(query)}`;
    const course = { course: 'course-dl', title: 'Chemistry 9' };

    // The teacher opens the course once, writes a quiz, then adds it from the course's "add activity".
    const teacher = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(start({ sub: 'teacher-dl', role: 'instructor', name: 'Mr Rao', email: 'rao@lms.test', ...course }));
    await expect(teacherPage).toHaveURL(/\/classes\/[\w-]+$/);
    const classUrl = teacherPage.url();
    const headers = { origin: server.baseURL };
    const generated = await teacherPage.request.post(`${server.baseURL}/api/quizzes/generate`, {
      headers,
      data: { text: STUDY_TEXT, numQuestions: 3 },
    });
    expect(generated.status(), await generated.text()).toBe(200);
    const quizId = (await generated.json()).id as string;
    const saved = await teacherPage.request.post(`${server.baseURL}/api/quizzes/save`, {
      headers,
      data: { quizId, quizTitle: 'Cells quiz' },
    });
    expect(saved.status()).toBe(200);

    await teacherPage.goto(start({ kind: 'deep-link', sub: 'teacher-dl', role: 'instructor', ...course }));
    await expect(teacherPage.getByRole('heading', { name: 'Add a Studium activity to your course' })).toBeVisible();
    await expectAccessible(teacherPage, 'deep-linking picker 1280');
    await teacherPage.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(teacherPage, 'deep-linking picker 390');
    await teacherPage.getByRole('radio', { name: 'Cells quiz' }).check();
    await teacherPage.getByRole('button', { name: 'Add to course' }).click();
    await expect(teacherPage.getByRole('heading', { name: 'Activity added' })).toBeVisible();
    expect(second.deepLinks).toHaveLength(1);
    const [linkId] = [...second.links.keys()];

    // A student opens the activity from the course and takes the quiz.
    const student = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const studentPage = await student.newPage();
    await studentPage.goto(
      start({ link: linkId!, sub: 'student-dl', role: 'learner', name: 'Riya Sen', email: 'riya-dl@lms.test', ...course }),
    );
    await expect(studentPage).toHaveURL(/\/quiz\/[\w-]+$/);
    await expect(studentPage.getByRole('heading', { name: 'Cells quiz', level: 1 })).toBeVisible();
    await takeQuiz(studentPage);
    await expect.poll(() => second.scores.length, { timeout: 15_000 }).toBe(1);
    expect(second.scores[0]!.body).toMatchObject({
      userId: 'student-dl',
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    await student.close();

    // The teacher's results say when the score reached the LMS.
    await teacherPage.goto(classUrl);
    await expect(teacherPage.getByText(/^Sent to LMS at /)).toBeVisible();
    await expect(teacherPage.getByRole('button', { name: 'Pull roster from LMS' })).toBeVisible();
    await teacher.close();
    // Still exactly one score.
    expect(second.scores).toHaveLength(1);
  } finally {
    await second.close();
  }
});
