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
  await expect(page.getByTestId('current-plan')).toHaveText(/^Pro · until .*\d{4}$/);
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

/** Pays for `plan` from the dashboard's upgrade offers in the test checkout; answers the plan's end date as the app shows it. */
async function buyFromDashboard(page: Page, plan: string): Promise<string> {
  await page.goto('/dashboard');
  await page
    .getByTestId(`upgrade-${plan}`)
    .getByRole('button', { name: `Upgrade to ${plan}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('current-plan')).toHaveText(new RegExp(`^${plan} · until`));
  return (await billingOf(page)).planExpiresAt!;
}

async function billingOf(page: Page) {
  return (await (await page.request.get('/api/billing')).json()) as {
    planExpiresAt: string | null;
    next: { plan: string; startsAt: string; endsAt: string | null } | null;
  };
}

/** A date as the page shows it: in the browser's language and time zone. */
const shown = (page: Page, iso: string) =>
  page.evaluate((value) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(value)), iso);

test('Activate Free on a paid plan asks first, keeps the plan to its end, and says when Free starts', async ({ page }) => {
  test.slow(); // a payment, two dialogs and four accessibility checks
  await signUpViaApi(page);
  const end = await shown(page, await buyFromDashboard(page, 'Pro'));

  await page.goto('/#pricing');
  const free = page.getByTestId('plan-Free');
  await free.getByRole('button', { name: 'Activate Free' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Switch to Free on ${end}?` })).toBeVisible();
  await expect(dialog).toContainText(`Your Pro plan is paid for and stays active until ${end}.`);
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep Pro' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(free.getByRole('button', { name: 'Activate Free' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await free.getByRole('button', { name: 'Activate Free' }).click();
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: `Change to Free on ${end}` }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toContainText(
    `Your plan changes to Free on ${end}, when what you paid for ends.`,
  );
  await expect(free.getByTestId('plan-free-from')).toHaveText(`Changes to Free on ${end}`);
  await expect(page.getByTestId('plan-Pro').getByTestId('plan-current')).toHaveText('Current plan');

  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Pro plan');
  await expect(page.getByTestId('billing-expiry')).toHaveText(`Active until ${end}.`);
  await expect(page.getByTestId('billing-free-from')).toHaveText(`Changes to Free on ${end}.`);
  await expect(page.getByTestId('current-plan')).toHaveText(`Pro · until ${end}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Premium student’s cards say Switch at end of term, Current plan and Upgrade; a lower plan waits for the end of term', async ({
  page,
}) => {
  test.slow(); // two payments and two accessibility checks
  await signUpViaApi(page);
  const premiumEnd = await buyFromDashboard(page, 'Premium');
  const end = await shown(page, premiumEnd);

  await page.goto('/#pricing');
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Activate Free' })).toBeVisible();
  const pro = page.getByTestId('plan-Pro');
  await expect(pro.getByRole('button', { name: 'Switch to Pro at end of term' })).toBeEnabled();
  await expect(pro).toContainText(`Starts on ${end}, when your Premium plan ends.`);
  const premium = page.getByTestId('plan-Premium');
  await expect(premium.getByTestId('plan-current')).toHaveText('Current plan');
  await expect(premium.getByRole('button', { name: 'Renew Premium' })).toBeEnabled();
  const institution = page.getByTestId('plan-Institution');
  await expect(institution.getByRole('button', { name: 'Upgrade to Institution' })).toBeEnabled();
  await expect(institution).toContainText('Starts now. The unused days of your Premium plan are added, in proportion to price.');
  expect(await seriousViolations(page, '#pricing')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page, '#pricing')).toEqual([]);

  await pro.getByRole('button', { name: 'Switch to Pro at end of term' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/^Payment verified\. Your Pro plan starts on .+, when your Premium plan ends/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-plan')).toHaveText(`Premium · until ${end}`);

  const { next } = await billingOf(page);
  expect(next).toMatchObject({ plan: 'Pro', startsAt: premiumEnd });
  const proEnd = await shown(page, next!.endsAt!);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-next')).toHaveText(`Then Pro from ${end} until ${proEnd}, already paid for.`);
  await expect(page.getByTestId('billing-free-from')).toHaveText(`Changes to Free on ${proEnd}. Renew before then to add another term.`);
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
