import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ReferencePlatform, startReferencePlatform } from '../../src/server/features/lti/reference-platform';
import { expect, newUser, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';

// A server of its own, whose link guard lets the reference platform's JWKS on 127.0.0.1 through;
// the platform's pages open on localhost, the same site as the tool, as on one school domain.
test.describe.configure({ mode: 'default' });
let server: OwnServer;
let platform: ReferencePlatform;
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
