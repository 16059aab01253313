import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { SETTINGS_TEXTS } from '../../src/shared/account';
import { expect, newUser, signUpViaApi, test, type TestUser } from './fixtures';
import { firstLink, mailTo } from './mail';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

/** The same student signed in on a phone: a browser context of its own. */
async function signInOnPhone(browser: Browser, user: TestUser) {
  const phone = await browser.newContext({ userAgent: PHONE });
  const baseURL = test.info().project.use.baseURL!;
  const answer = await phone.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(answer.status()).toBe(200);
  return phone;
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const width of [1280, 390]) {
  test(`settings at ${width}px: where the account is signed in, one device signed out, then every other`, async ({ page, browser }) => {
    test.slow(); // axe, and three browser contexts
    await page.setViewportSize({ width, height: 900 });
    const user = await signUpViaApi(page, newUser());
    const phone = await signInOnPhone(browser, user);
    const tablet = await signInOnPhone(browser, user);

    await page.goto('/settings');
    const sessions = page.getByTestId('sessions');
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').filter({ hasText: SETTINGS_TEXTS.thisDevice })).toHaveCount(1);
    await expect(sessions.getByText('Chrome on Android')).toHaveCount(2);
    await expect(sessions.getByText(/IP 127\.0\.0\.1/).first()).toBeVisible();
    await expectAccessible(page, `sessions ${width}`);

    await sessions
      .getByRole('button', { name: /^Sign out: Chrome on Android/ })
      .first()
      .click();
    await expect(page.getByText(SETTINGS_TEXTS.sessionRevoked)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const stillIn = [(await phone.request.get('/api/auth/user')).status(), (await tablet.request.get('/api/auth/user')).status()];
    expect(stillIn.sort()).toEqual([200, 401]);

    await page.getByRole('button', { name: SETTINGS_TEXTS.signOutOthers }).click();
    await expect(page.getByText(SETTINGS_TEXTS.othersSignedOut)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    for (const other of [phone, tablet]) expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await phone.close();
    await tablet.close();
  });
}

test('a changed password signs the other devices out and is the one that signs in', async ({ page, browser }) => {
  const user = await signUpViaApi(page, newUser());
  const phone = await signInOnPhone(browser, user);
  await page.goto('/settings');
  const card = page.locator('form').filter({ has: page.getByLabel('New password') });
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password').fill('a fresh passphrase');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toContainText('Invalid password');

  await card.getByLabel('Current password').fill(user.password);
  await card.getByLabel('New password').fill('a fresh passphrase');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(SETTINGS_TEXTS.passwordSaved)).toBeVisible();
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  await phone.close();

  const laptop = await browser.newContext();
  const fresh = await laptop.newPage();
  await fresh.goto('/sign-in');
  await fresh.getByLabel('E-mail').fill(user.email);
  await fresh.getByLabel('Password').fill(user.password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByRole('alert')).toContainText('Wrong e-mail or password');
  await signInThroughTheForm(fresh, user.email, 'a fresh passphrase');
  await laptop.close();
});

test('a new e-mail address takes effect when the link mailed to it is opened', async ({ page }) => {
  const user = await signUpViaApi(page, newUser());
  const newEmail = `moved.${user.email}`;
  await page.goto('/settings');
  const card = page.locator('form').filter({ has: page.getByLabel('New e-mail') });
  await card.getByLabel('New e-mail').fill(newEmail);
  await card.getByLabel('Current password').fill(user.password);
  await card.getByRole('button', { name: SETTINGS_TEXTS.changeEmailButton }).click();
  await expect(card.getByText(SETTINGS_TEXTS.emailLinkSent(newEmail))).toBeVisible();
  await expect(page.getByText(user.email, { exact: false }).first()).toBeVisible();

  await page.goto(firstLink(await mailTo(newEmail)));
  await expect(page).toHaveURL(/\/settings\?email=changed$/);
  await expect(page.getByText(SETTINGS_TEXTS.emailChanged)).toBeVisible();
  await expect(page.getByText(newEmail, { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'e-mail changed');
});
