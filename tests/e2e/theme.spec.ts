import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DARK = /(^|\s)dark(\s|$)/;

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('studium-theme'));

test('the toggle switches to dark, which lasts across reloads and pages, and back to light', async ({ page }) => {
  test.slow(); // five page loads
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
  await expect(html(page)).not.toHaveClass(DARK);

  const toggle = page.getByRole('banner').getByTestId('theme-toggle');
  await expect(toggle).toHaveAccessibleName('Switch to dark theme');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html(page)).toHaveClass(DARK);
  await expect(toggle).toHaveAccessibleName('Switch to light theme');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
  await expect(html(page)).toHaveClass(DARK);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Studium', level: 1 })).toBeVisible();
  await expect(html(page)).toHaveClass(DARK);

  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html(page)).not.toHaveClass(DARK);
  expect(await storedTheme(page)).toBe('light');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'About Studium', level: 1 })).toBeVisible();
  await expect(html(page)).not.toHaveClass(DARK);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(html(page)).not.toHaveClass(DARK);
});

test.describe('with a dark system colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('and no stored choice, the app starts dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
    expect(await storedTheme(page)).toBeNull();
    await expect(html(page)).toHaveClass(DARK);
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme');
  });

  test('a stored light choice wins over the system scheme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('studium-theme', 'light'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Study smarter');
    await expect(html(page)).not.toHaveClass(DARK);
  });
});
