import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

const PAID_PLANS = ['Pro', 'Premium', 'Institution'] as const;

/** The pricing cards load from /api/plans; wait for them before asserting on them. */
async function gotoLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
  await expect(page.getByTestId('plan-Free')).toBeVisible();
}

test('the header anchors jump to the page sections', async ({ page }) => {
  await gotoLanding(page);
  const sections = page.getByRole('navigation', { name: 'Sections' });
  for (const [name, id] of [
    ['Features', 'features'],
    ['Pricing', 'pricing'],
    ['How It Works', 'how-it-works'],
  ] as const) {
    const link = sections.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', `/#${id}`);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === `#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test('Login and Try It Now both lead to /sign-in', async ({ page }) => {
  await gotoLanding(page);
  const header = page.getByRole('banner');
  for (const link of [
    header.getByRole('link', { name: 'Login', exact: true }),
    header.getByRole('link', { name: 'Try It Now', exact: true }),
    // The hero's call to action goes to the same place.
    page.getByRole('main').getByRole('link', { name: 'Try It Now' }),
  ]) {
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
  }
});

test('the features section shows four feature cards', async ({ page }) => {
  await gotoLanding(page);
  const cards = page.locator('#features').getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(['AI Tutor chat', 'Quizzes with feedback', 'Plans up to exam day', 'Step-by-step doubt solver']);
});

test('how it works lists its four steps in order', async ({ page }) => {
  await gotoLanding(page);
  await expect(page.getByRole('heading', { name: 'How It Works', level: 2 })).toBeVisible();
  const steps = page.locator('#how-it-works').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Upload', 'AI Summary', 'Quiz/Plan', 'Learn']);
  await expect(steps.nth(0)).toContainText('1');
  await expect(steps.nth(3)).toContainText('4');
});

test('pricing shows the four plans; signed out, paid plans are available after sign up', async ({ page }) => {
  await gotoLanding(page);
  await expect(page.getByRole('heading', { name: 'Simple pricing in rupees' })).toBeVisible();

  const expected = [
    ['Free', 'Forever free'],
    ['Pro', '₹599/month'],
    ['Premium', '₹999/month'],
    ['Institution', '₹4,999/year'],
  ] as const;
  for (const [name, price] of expected) {
    const card = page.getByTestId(`plan-${name}`);
    await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(card.getByTestId('plan-price')).toHaveText(price);
  }

  await expect(page.getByText('Most popular')).toHaveCount(1);
  await expect(page.getByTestId('plan-Pro').getByText('Most popular')).toBeVisible();

  await expect(page.getByTestId('plan-Free').getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/sign-in');
  for (const name of PAID_PLANS) {
    const button = page.getByTestId(`plan-${name}`).getByRole('button', { name: 'Available after sign up' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
  }
});

test('signed in on Free, the Free card reads Current plan with Activate Free, and every paid card Upgrade', async ({ page }) => {
  await gotoLanding(page);
  await signUpViaApi(page);
  await page.reload();
  await expect(page.getByTestId('plan-Free')).toBeVisible();

  await expect(page.getByTestId('plan-Free').getByTestId('plan-current')).toHaveText('Current plan');
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Activate Free' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Available after sign up' })).toHaveCount(0);
  for (const name of PAID_PLANS) {
    await expect(page.getByTestId(`plan-${name}`).getByRole('button', { name: `Upgrade to ${name}` })).toBeEnabled();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
});

/** Console and page errors of a load, and whether React replaced the server's headline (a failed hydration does). */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadlines: string[] }).removedHeadlines = removed;
    new MutationObserver((records) => {
      if ((window as unknown as { clientNavigation?: boolean }).clientNavigation) return;
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof Element && node.querySelector('h1')) removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    hydrationErrors: () => errors.filter((text) => /hydrat|react error #(418|419|422|423|425)/i.test(text)),
    removedHeadlines: () => page.evaluate(() => (window as unknown as { removedHeadlines: string[] }).removedHeadlines),
  };
}

test.describe('pre-rendered pages', () => {
  // The HTML is built in the light theme; with a dark system scheme the toggle turning pressed shows hydration finished.
  test.use({ colorScheme: 'dark' });

  for (const [path, headline] of [
    ['/', 'Study smarter'],
    ['/about', 'About Studium'],
    ['/contact', 'Contact Us'],
  ] as const) {
    test(`${path} arrives rendered and hydrates without a mismatch`, async ({ page }) => {
      const watch = await watchHydration(page);
      // The HTML alone, before any script runs, already shows the page.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(headline);
      expect(html).toContain('aria-pressed="false"');

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
      await expect(page.getByRole('banner').getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
      if (path === '/') await expect(page.getByTestId('plan-Free')).toBeVisible();
      expect(watch.hydrationErrors()).toEqual([]);
      expect(await watch.removedHeadlines()).toEqual([]);

      // From here the page itself replaces the headline; a client-side navigation proves the links work.
      await page.evaluate(() => ((window as unknown as { clientNavigation: boolean }).clientNavigation = true));
      await page.getByRole('banner').getByRole('link', { name: 'Try It Now' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { clientNavigation?: boolean }).clientNavigation)).toBe(true);
    });
  }
});

test('signed in, the pre-rendered landing page hydrates and then shows the signed-in header', async ({ page }) => {
  const watch = await watchHydration(page);
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Activate Free' })).toBeEnabled();
  expect(watch.hydrationErrors()).toEqual([]);
  expect(await watch.removedHeadlines()).toEqual([]);
});

test('two testimonials are shown', async ({ page }) => {
  await gotoLanding(page);
  const testimonials = page.getByRole('region', { name: 'What learners say' }).getByRole('figure');
  await expect(testimonials).toHaveCount(2);
  await expect(testimonials.nth(0)).toContainText('Ananya R.');
  await expect(testimonials.nth(1)).toContainText('Mr. Vikram S.');
});

test('the footer links to the company and policy pages', async ({ page }) => {
  await gotoLanding(page);
  const footer = page.getByRole('contentinfo');
  const links = [
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Refund Policy', '/refund-policy'],
    ['Shipping Policy', '/shipping-policy'],
  ] as const;
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
});

async function seriousAxeViolations(browser: Browser, theme: 'light' | 'dark') {
  const context = await browser.newContext();
  try {
    await context.addInitScript((choice) => localStorage.setItem('studium-theme', choice), theme);
    const page = await context.newPage();
    await gotoLanding(page);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
  } finally {
    await context.close();
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the landing page has no serious accessibility violations (${theme} theme)`, async ({ browser }) => {
    test.slow(); // axe analyses the whole page
    expect(await seriousAxeViolations(browser, theme)).toEqual([]);
  });
}

test('on a phone the header menu holds the section anchors and Login', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoLanding(page);
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Menu' });
  // The wide header's anchors and Login are hidden at this width: the menu is the way to them.
  await expect(header.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const menu = header.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Features', 'Pricing', 'How It Works', 'Login'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL((url) => url.hash === '#pricing');
  await expect(menu).toBeHidden();

  // Escape closes it and gives focus back to the button.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
});
