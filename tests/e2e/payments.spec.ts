import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newUser, signUpViaApi, test } from './fixtures';

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

const usageLimit = async (page: Page, kind: string) => (await page.getByTestId(`usage-${kind}`).innerText()).replace(/\s+/g, ' ');

test('a visitor picks Pro, signs up, pays in the test checkout that opens by itself, and is on Pro with higher limits', async ({
  page,
}) => {
  test.slow(); // sign-up, checkout and two refreshes
  const user = newUser();
  await page.goto('/#pricing');
  const pro = page.getByTestId('plan-Pro');
  await expect(pro.getByRole('button', { name: 'Available after sign up' })).toBeDisabled();
  await pro.getByRole('button', { name: 'Choose Pro and sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const freeChat = await usageLimit(page, 'chat');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode — no real money')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Checkout: Pro plan' })).toBeVisible();
  await expect(dialog.getByTestId('test-checkout-amount')).toHaveText('₹599.00');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText(/^Pro · until \d{1,2} \w{3} \d{4}$/);
  await expect.poll(() => usageLimit(page, 'chat')).not.toBe(freeChat);
  // Only one payment: the remembered choice was cleared.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('current-plan').click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('billing-plan')).toHaveText('Pro plan');
  await expect(page.getByRole('row', { name: /Pro ₹599\.00 Paid pay_test_/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('cancelling the checkout says so and changes nothing', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByTestId('upgrade-Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode — no real money')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The toast itself: Radix also announces its text in a hidden live region.
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect(toast.getByText('Upgrade Failed', { exact: true })).toBeVisible();
  await expect(toast).toContainText('Payment was cancelled. You can try again anytime.');
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('a signed-in Pro student goes back to Free with Activate Free on the landing page', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByTestId('upgrade-Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('current-plan')).toHaveText(/^Pro · until/);

  await page.goto('/#pricing');
  await page.getByTestId('plan-Free').getByRole('button', { name: 'Activate Free' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toContainText('Your plan is now Free.');
  await page.goto('/dashboard');
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('paying from the landing page sends the student to the dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/#pricing');
  await page.getByTestId('plan-Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-plan')).toHaveText(/^Premium · until/);
});

test('billing at 390 px has no serious accessibility problems', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Free plan');
  await expect(page.getByText('No payments yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
