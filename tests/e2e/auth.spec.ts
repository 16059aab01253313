import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../src/shared/account';
import { expect, newUser, signUpViaApi, test, type TestUser } from './fixtures';
import { firstLink, mailTo } from './mail';

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function fillSignUp(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectSignedOutLanding(page: Page) {
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Try It Now' })).toBeVisible();
}

test('sign up, sign out and sign in again', async ({ page }) => {
  test.slow(); // four page loads and two password hashes
  const user = newUser();
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(onPath('/dashboard'));
  await expect(page.getByRole('heading', { name: 'Welcome back, Asha!', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(user.firstName, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOutLanding(page);

  // The session is gone: the dashboard now sends the visitor back to the landing page.
  await page.goto('/dashboard');
  await expectSignedOutLanding(page);

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(onPath('/dashboard'));
  await expect(page.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();
});

test('a wrong password shows an inline alert and stays on /sign-in', async ({ page }) => {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();

  await signIn(page, user.email, 'not the right password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password. Check both and try again.');
  await expect(page).toHaveURL(onPath('/sign-in'));
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
});

test('signing up with a taken e-mail says so', async ({ page }) => {
  const existing = await signUpViaApi(page);
  await page.context().clearCookies();

  await page.goto('/sign-up');
  await fillSignUp(page, newUser({ firstName: 'Ravi', email: existing.email }));
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('alert')).toHaveText('An account with this e-mail already exists. Sign in instead.');
  await expect(page).toHaveURL(onPath('/sign-up'));
});

test('a 7-character password is refused before anything is sent', async ({ page }) => {
  const signUpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpRequests.push(request.url());
  });

  await page.goto('/sign-up');
  await fillSignUp(page, newUser({ password: 'short12' }));
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(onPath('/sign-up'));
  expect(signUpRequests).toEqual([]);
});

test('/sign-in links to /sign-up and back', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(onPath('/sign-up'));
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(onPath('/sign-in'));
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('a signed-in user opening /sign-in or /sign-up is sent to /dashboard', async ({ page }) => {
  await signUpViaApi(page);
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page).toHaveURL(onPath('/dashboard'));
    await expect(page.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();
  }
});

test('/logout signs out and lands on the landing page', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();

  await page.goto('/logout');
  await expectSignedOutLanding(page);

  await page.goto('/dashboard');
  await expectSignedOutLanding(page);
});

test('forgot password: a mailed link sets a new password, which then signs in', async ({ browser }) => {
  test.slow(); // a sign-up, a mail and two password hashes
  const user = newUser();
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    await signUpViaApi(page, user);
    await page.context().clearCookies();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetRequested)).toBeVisible();

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your password · Studium');
    await page.goto(firstLink(mail));
    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a fresh passphrase');
    await page.getByLabel('Repeat the new password').fill('a fresh passphrase!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetDone)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(onPath('/dashboard'));

    // The link worked once.
    await page.goto(firstLink(mail));
    await expect(page.getByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeVisible();
  } finally {
    await context.close();
  }
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}
