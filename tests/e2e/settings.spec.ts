import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { SETTINGS_TEXTS } from '../../src/shared/account';
import { expect, newUser, signUpViaApi, test } from './fixtures';
import { firstLink, mailTo } from './mail';

/** A signed-in person in a browser context of their own, at `width`, failing the test on console errors. */
async function personAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const user = await signUpViaApi(page, newUser());
  return { context, page, problems, user };
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`settings at ${width}px: reached from the header, name saved, export offered, account deleted after naming what goes`, async ({
    browser,
  }) => {
    test.slow(); // axe analyses the page twice
    const { context, page, problems, user } = await personAt(browser, width);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: SETTINGS_TEXTS.title })).toBeVisible();
    await expect(page.getByTestId('sessions').getByText(SETTINGS_TEXTS.thisDevice, { exact: false })).toBeVisible();
    await expectAccessible(page, `settings ${width}`);

    await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Shah');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText(SETTINGS_TEXTS.profileSaved)).toBeVisible();
    // The header names the student by the new first name; the page shows both after a reload.
    await expect(page.getByTestId('user-name')).toHaveText('Meera');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Meera');
    await expect(page.getByLabel('Last name')).toHaveValue('Shah');

    const exportLink = page.getByRole('link', { name: SETTINGS_TEXTS.exportButton });
    await expect(exportLink).toHaveAttribute('href', '/api/account/export');

    await page.getByRole('button', { name: SETTINGS_TEXTS.deleteTitle }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('all your notes');
    await expectAccessible(page, `delete confirmation ${width}`);
    await confirm.getByLabel('Your password').fill('not my password');
    await confirm.getByRole('button', { name: SETTINGS_TEXTS.deleteConfirm }).click();
    await expect(confirm.getByRole('alert')).toBeVisible();
    await confirm.getByLabel('Your password').fill(user.password);
    await confirm.getByRole('button', { name: SETTINGS_TEXTS.deleteConfirm }).click();
    // This server sends mail: the deletion waits for the mailed link, opened in this browser.
    await expect(page.getByText(SETTINGS_TEXTS.deleteMailed)).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await page.goto(firstLink(await mailTo(user.email)));
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    // The wrong password's 400, and the session check's 401 once the account is gone, are the only console errors the page may log.
    expect(problems.filter((problem) => !problem.includes('status of 400') && !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  });
}
