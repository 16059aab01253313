import type { Page } from '@playwright/test';
import { DASHBOARD_SECTIONS, PAGE_TOOLS, TOOLS } from '../../src/client/lib/tools';
import { expect, signUpViaApi, test } from './fixtures';

const PAGE_TOOL_LINKS = [
  ['AI Doubt Solver', '/doubt-chat'],
  ['Study Paths', '/study-paths'],
  ['Quiz Generator', '/quiz-generator'],
  ['Classes', '/classes'],
  ['Flashcards', '/flashcards'],
  ['Progress', '/progress'],
  ['Notes', '/notes'],
  ['Want To Learn', '/want-to-learn'],
  ['AI Study Planner', '/ai-study-planner'],
  ['AI Summarizer', '/ai-summarizer'],
] as const;

const POLICY_HREFS = ['/about', '/contact', '/privacy-policy', '/terms-of-service', '/refund-policy', '/shipping-policy'];

async function openDashboard(page: Page, path = '/dashboard') {
  await signUpViaApi(page);
  await page.goto(path);
  await expect(page.getByRole('banner').getByText('Phase 1')).toBeVisible();
}

/** A dashboard section: its own screen under its title, in the tab's title too. */
async function expectSection(page: Page, title: string) {
  await expect(page.getByRole('main').getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} · `));
}

test('the sidebar lists the sections, every tool page, the plan and the policies', async ({ page }) => {
  await openDashboard(page);
  const tools = page.getByRole('navigation', { name: 'Study tools' });
  await expect(tools).toBeVisible();

  for (const { title, href } of DASHBOARD_SECTIONS) {
    await expect(tools.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
  }
  await expect(tools.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

  for (const [name, href] of PAGE_TOOL_LINKS) {
    await expect(tools.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(tools.getByRole('link')).toHaveCount(DASHBOARD_SECTIONS.length + PAGE_TOOL_LINKS.length);

  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Current plan')).toBeVisible();
  await expect(sidebar.getByTestId('current-plan')).toHaveText('Free');

  const policies = sidebar.getByRole('navigation', { name: 'Policies' }).getByRole('link');
  await expect(policies).toHaveCount(POLICY_HREFS.length);
  for (const [index, href] of POLICY_HREFS.entries()) await expect(policies.nth(index)).toHaveAttribute('href', href);
});

test('the header shows the Phase 1 badge, the initials and the first name', async ({ page }) => {
  await openDashboard(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Phase 1', { exact: true })).toBeVisible();
  await expect(header.getByText('AV', { exact: true })).toBeVisible();
  await expect(header.getByText('Asha', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByTestId('theme-toggle')).toBeVisible();
});

test('the home shows every tool, the Want To Learn promo and the upgrade offers', async ({ page }) => {
  await openDashboard(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome back, Asha!', level: 1 })).toBeVisible();

  const tiles = main.getByRole('region', { name: 'Your study tools' });
  await expect(tiles.getByRole('link')).toHaveCount(TOOLS.length);
  for (const { title, href } of TOOLS) {
    const tile = tiles.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(tile).toHaveAttribute('href', href);
  }

  await expect(main.getByRole('heading', { name: 'What do you want to learn today?' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Try Want To Learn' })).toHaveAttribute('href', '/want-to-learn');

  const upgrades = main.getByRole('region', { name: 'Upgrade your plan' });
  for (const [name, price] of [
    ['Pro', '₹599/month'],
    ['Premium', '₹999/month'],
    ['Institution', '₹4,999/year'],
  ] as const) {
    const offer = upgrades.getByTestId(`upgrade-${name}`);
    await expect(offer.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(offer.getByText(price, { exact: true })).toBeVisible();
    await expect(offer.getByRole('button', { name: `Upgrade to ${name}` })).toBeEnabled();
  }
  await expect(upgrades.getByRole('button')).toHaveCount(3);
  await expect(upgrades.getByRole('button', { name: 'Upgrade to Free' })).toHaveCount(0);
});

test('a tool tile opens its page', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Quiz Generator' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/quiz-generator');
  await expect(page.getByRole('heading', { name: 'Quiz Generator', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Generate Quiz' })).toHaveAttribute('aria-selected', 'true');
});

const SECTION_PATHS = [
  ['/dashboard/chat', 'AI Tutor'],
  ['/dashboard/ai-tutor', 'AI Tutor'],
  ['/dashboard/study-plan', 'Study Plans'],
  ['/dashboard/study-plans', 'Study Plans'],
] as const;

for (const [path, title] of SECTION_PATHS) {
  test(`${path} shows the ${title} section`, async ({ page }) => {
    await openDashboard(page, path);
    await expectSection(page, title);
    await expect(page).toHaveURL((url) => url.pathname === path);
    const current = page.getByRole('navigation', { name: 'Study tools' }).getByRole('link', { name: title, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
  });
}

test('the sidebar switches between the dashboard sections', async ({ page }) => {
  await openDashboard(page);
  const tools = page.getByRole('navigation', { name: 'Study tools' });
  await tools.getByRole('link', { name: 'AI Tutor', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/ai-tutor');
  await expectSection(page, 'AI Tutor');

  await tools.getByRole('link', { name: 'Study Plans', exact: true }).click();
  await expectSection(page, 'Study Plans');

  await tools.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();
});

// Every tool with a page of its own opens inside the dashboard layout: the sidebar and the account stay.
for (const { href, title } of PAGE_TOOLS) {
  test(`${href} shows ${title} inside the dashboard layout`, async ({ page }) => {
    await openDashboard(page, href);
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('navigation', { name: 'Study tools' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Asha', { exact: true })).toBeVisible();
  });
}

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sidebar is a menu that opens, navigates and closes', async ({ page }) => {
    await openDashboard(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Study tools' })).toBeHidden();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Notes', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/notes');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Notes', exact: true })).toHaveAttribute('aria-current', 'page');
    // Keyboard users land inside the open menu and return to its button when it closes.
    await expect.poll(() => menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/notes');
  });
});
