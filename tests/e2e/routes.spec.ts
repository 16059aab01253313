import { SIGNED_IN_PATHS } from '../../src/client/lib/tools';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** A concrete URL for each route pattern: ':id' → 'abc', '*' → 'chat'. */
const samplePath = (pattern: string) => pattern.replace(':id', 'abc').replace('*', 'chat');

for (const pattern of SIGNED_IN_PATHS) {
  const path = samplePath(pattern);
  test(`a signed-out visitor opening ${path} lands on the landing page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Try It Now' })).toBeVisible();
  });
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/no-such-page');

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
});

const LAST_UPDATED = 'Last updated August 19, 2025';

interface StaticPageCase {
  path: string;
  title: string;
  policy: boolean;
  /** The page's key facts, checked inside <main>. */
  check: (main: Locator) => Promise<void>;
}

const STATIC_PAGES: StaticPageCase[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    policy: true,
    check: async (main) => {
      await expect(main.getByRole('heading', { name: 'Governing law and jurisdiction' })).toBeVisible();
      await expect(main.getByText('Courts in Jaipur have exclusive jurisdiction', { exact: false })).toBeVisible();
    },
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    policy: true,
    check: async (main) => {
      await expect(main.getByRole('heading', { name: 'We do not sell your data' })).toBeVisible();
    },
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    policy: true,
    check: async (main) => {
      await expect(main.getByRole('heading', { name: '30-day refund window' })).toBeVisible();
      await expect(main.getByText('you can ask for a full refund within 30 days of the payment date')).toBeVisible();
    },
  },
  {
    path: '/shipping-policy',
    title: 'Shipping and Delivery Policy',
    policy: true,
    check: async (main) => {
      await expect(main.getByText('your subscription is activated within 24 hours')).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Not activated after 24 hours?' })).toBeVisible();
    },
  },
  {
    path: '/contact',
    title: 'Contact Us',
    policy: false,
    check: async (main) => {
      await expect(main.getByText('Mon–Fri 10 AM–6 PM IST').first()).toBeVisible();
      const liveChat = main.getByRole('heading', { name: 'Live chat' });
      await expect(liveChat).toBeVisible();
      // The card under the "Live chat" title says it is coming soon.
      await expect(liveChat.locator('xpath=../..')).toContainText('Coming soon');
      await expect(main.getByRole('link', { name: 'support@studium.example' })).toHaveAttribute('href', 'mailto:support@studium.example');
    },
  },
  {
    path: '/about',
    title: 'About Studium',
    policy: false,
    check: async (main) => {
      await expect(main.getByRole('heading', { name: 'Our Mission', level: 2 })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Our Vision', level: 2 })).toBeVisible();
    },
  },
];

for (const { path, title, policy, check } of STATIC_PAGES) {
  test(`${path} shows ${title} and its key facts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Studium`);
    const main = page.getByRole('main');
    if (policy) await expect(main.getByText(LAST_UPDATED, { exact: true })).toBeVisible();
    else await expect(main.getByText(/Last updated/)).toHaveCount(0);
    await check(main);
    // The public header and footer frame every static page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Studium' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' })).toBeVisible();
  });
}
