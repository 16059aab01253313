import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

/** Radix's toast viewport: a landmark named after its F8 hotkey; each toast is a list item in it. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

async function openDashboard(page: Page) {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Upgrade your plan' }).getByRole('button')).toHaveCount(3);
}

test('Upgrade to Pro shows a Coming soon toast', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(toasts(page)).toHaveCount(1);
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(toast).toContainText('Online payment for Pro is being set up. Your Free plan keeps working meanwhile.');

  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('only one toast is visible after two upgrade clicks in a row', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Online payment for Premium');

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(toasts(page).first()).toContainText('Online payment for Pro');
  await expect(toasts(page)).toHaveCount(1);
  await expect(page.getByText(/Online payment for Premium/)).toHaveCount(0);
});

test('the toast disappears by itself after about 5 seconds', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  await expect(toast).toBeHidden({ timeout: 8000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor, 'the toast stays on screen for about 5 s').toBeGreaterThan(4000);
  await expect(toasts(page)).toHaveCount(0);
});
