import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { VERIFY_TEXTS } from '../../src/shared/account';
import { expect, newUser, test } from './fixtures';
import { firstLink, mailTo } from './mail';
import { type OwnServer, startOwnServer } from './own-server';

// A server of its own: addresses must be verified there (REQUIRE_EMAIL_VERIFICATION=true), unlike
// the shared one. The file's tests run in one worker, so one such server is started.
test.describe.configure({ mode: 'default' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
test.afterAll(async () => server?.stop());

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width}px: sign-up says to check the inbox, sign-in waits for the link, the link signs the student in`, async ({ page }) => {
    test.slow(); // axe three times
    await page.setViewportSize({ width, height: 900 });
    const user = newUser();
    await page.goto(`${server.baseURL}/sign-up`);
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: VERIFY_TEXTS.checkInboxTitle })).toBeVisible();
    await expect(page.getByText(VERIFY_TEXTS.signUpSent(user.email))).toBeVisible();
    await expectAccessible(page, `sign-up sent ${width}`);
    const firstMail = await mailTo(user.email, server.mailDir);

    await page.goto(`${server.baseURL}/sign-in`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(VERIFY_TEXTS.signInUnverified(user.email))).toBeVisible();
    await expectAccessible(page, `sign-in waiting ${width}`);
    await page.getByRole('button', { name: VERIFY_TEXTS.resend }).click();
    await expect(page.getByText(VERIFY_TEXTS.resent)).toBeVisible();

    // Both links work; the first one signs the student in and lands on the dashboard.
    await page.goto(firstLink(firstMail));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-name')).toHaveText(user.firstName);
  });
}

test('a broken verification link says so on the sign-in page', async ({ page }) => {
  await page.goto(`${server.baseURL}/api/auth/verify-email?token=broken&callbackURL=%2Fsign-in`);
  await expect(page).toHaveURL(/\/sign-in\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('alert')).toHaveText(VERIFY_TEXTS.linkInvalid);
  await expectAccessible(page, 'broken link');
});
