import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

/** Radix's toast viewport: a landmark named after its F8 hotkey; each toast is a list item in it. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

async function openDashboard(page: Page) {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Upgrade your plan' }).getByRole('button')).toHaveCount(3);
}

/** Opens the test checkout for `plan` and cancels it: the dashboard raises its 'Upgrade Failed' toast. */
async function cancelCheckout(page: Page, plan: string) {
  await page.getByRole('button', { name: `Upgrade to ${plan}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
}

test('a cancelled upgrade shows one Upgrade Failed toast that can be closed', async ({ page }) => {
  await openDashboard(page);
  await cancelCheckout(page, 'Pro');

  await expect(toasts(page)).toHaveCount(1);
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Upgrade Failed', { exact: true })).toBeVisible();
  await expect(toast).toContainText('Payment was cancelled. You can try again anytime.');

  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('only one toast is visible after two toasts in a row', async ({ page }) => {
  await openDashboard(page);
  await cancelCheckout(page, 'Premium');
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Payment was cancelled');

  // A successful test payment right after: its toast replaces the first.
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(toasts(page).first()).toContainText('Payment Successful');
  await expect(toasts(page)).toHaveCount(1);
  await expect(page.getByText('Payment was cancelled. You can try again anytime.')).toHaveCount(0);
});

test('the toast disappears by itself after about 5 seconds', async ({ page }) => {
  await openDashboard(page);
  await cancelCheckout(page, 'Pro');
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  // Generous: on a loaded machine the page's timers run late; the lower bound below is the check of "about 5 s".
  await expect(toast).toBeHidden({ timeout: 15_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor, 'the toast stays on screen for about 5 s').toBeGreaterThan(4000);
  await expect(toasts(page)).toHaveCount(0);
});
