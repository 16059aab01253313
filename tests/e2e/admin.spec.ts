import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_TEXTS } from '../../src/shared/admin';
import { expect, newUser, signUpViaApi, test, type TestUser } from './fixtures';

// The test server names this address in ADMIN_EMAILS (scripts/e2e-server.mjs).
const ADMIN = { firstName: 'Head', lastName: 'Teacher', email: 'admin@e2e.studium.test', password: 'correct horse battery' };

/** The administrator, signed in: their account is made by whichever test comes first. */
async function signInAdmin(page: Page) {
  const baseURL = test.info().project.use.baseURL!;
  const headers = { origin: baseURL };
  const made = await page.request.post('/api/auth/sign-up/email', { headers, data: { ...ADMIN, name: 'Head Teacher' } });
  if (made.status() === 200) return;
  const signedIn = await page.request.post('/api/auth/sign-in/email', { headers, data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/** A browser context of its own at `width`, failing the test on console errors but the expected failed loads. */
async function contextAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[134]/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`admin console at ${width}px: a user found, given a plan, disabled and so signed out`, async ({ browser }) => {
    test.slow(); // two browsers, axe twice
    // The administrator's account first: on a fresh server the first account is an administrator too.
    const admin = await contextAt(browser, width);
    await signInAdmin(admin.page);
    const student = await contextAt(browser, width);
    const user: TestUser = await signUpViaApi(student.page, newUser({ firstName: 'Meera', lastName: `Iyer${width}` }));
    // To everyone but an administrator, /admin is a page that does not exist.
    await student.page.goto('/admin');
    await expect(student.page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await student.page.goto('/settings');
    await expect(student.page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(student.page.getByRole('link', { name: ADMIN_TEXTS.link })).toHaveCount(0);
    await expect(student.page.getByRole('link', { name: 'Open administration' })).toHaveCount(0);
    await student.page.goto('/dashboard');
    await expect(student.page.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();

    await admin.page.goto('/dashboard');
    if (width >= 640) await admin.page.getByRole('link', { name: ADMIN_TEXTS.link }).click();
    else {
      // On a phone the way there is the settings page.
      await admin.page.getByRole('link', { name: 'Account settings' }).click();
      await admin.page.getByRole('link', { name: 'Open administration' }).click();
    }
    await expect(admin.page).toHaveURL(/\/admin$/);
    await expect(admin.page.getByRole('heading', { name: ADMIN_TEXTS.title, level: 1 })).toBeVisible();
    // Nothing is wider than the screen (a table scrolls inside its own box).
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(admin.page.getByTestId('instance-facts')).toContainText('Embedded (PGlite)');
    await admin.page.getByRole('button', { name: ADMIN_TEXTS.testAi, exact: true }).click();
    await expect(admin.page.getByTestId('ai-test-result')).toContainText('No AI provider is configured');

    await admin.page.getByLabel(ADMIN_TEXTS.searchLabel).fill(`IYER${width}`);
    const rows = admin.page.getByTestId('admin-user-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(user.email);
    await expectAccessible(admin.page, `admin ${width}`);

    await admin.page.getByRole('button', { name: `Manage ${user.email}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Plan').selectOption('Institution');
    await dialog.getByLabel(ADMIN_TEXTS.planUntil).fill('2099-03-31');
    await dialog.getByRole('button', { name: ADMIN_TEXTS.setPlan }).click();
    await expect(dialog.getByRole('status')).toHaveText('The plan is set.');
    await expect(rows.first()).toContainText('Institution');
    await expect(rows.first()).toContainText('until 31 Mar 2099');

    await dialog.getByRole('button', { name: ADMIN_TEXTS.disable, exact: true }).click();
    const confirm = dialog.getByRole('alertdialog');
    await expect(confirm).toContainText('signed out everywhere at once');
    await expectAccessible(admin.page, `disable confirmation ${width}`);
    // A long address wraps inside the dialog.
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await confirm.getByRole('button', { name: 'Disable now' }).click();
    await expect(dialog.getByRole('status')).toHaveText('The account is disabled and signed out everywhere.');
    await admin.page.keyboard.press('Escape');
    await expect(rows.first()).toContainText('Disabled');
    await expect(admin.page.getByTestId('audit-log')).toContainText(user.email);
    await expect(admin.page.getByTestId('audit-log')).toContainText('Disabled');

    // The student's next request finds no session: reloading the dashboard lands signed out, and
    // signing in again is refused with the reason.
    await student.page.reload();
    await expect(student.page).toHaveURL(/\/$/);
    await expect(student.page.getByRole('banner').getByRole('link', { name: 'Try It Now' })).toBeVisible();
    await student.page.getByRole('banner').getByRole('link', { name: 'Try It Now' }).click();
    await expect(student.page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await student.page.getByLabel('E-mail').fill(user.email);
    await student.page.getByLabel('Password').fill(user.password);
    await student.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(student.page.getByRole('alert')).toHaveText(ADMIN_MESSAGES.disabledSignIn);

    expect(student.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await student.context.close();
    await admin.context.close();
  });
}
