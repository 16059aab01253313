import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

/** Opens the harness on a fixture and waits for the lazily loaded renderer to replace the fallback. */
async function open(page: Page, fixture = 'answer', theme: 'light' | 'dark' = 'light') {
  await page.goto(`/?fixture=${fixture}&theme=${theme}`);
  await expect(page.locator('.markdown-body')).toBeVisible();
  return page.locator('.markdown-body');
}

test('formulas in every delimiter render as KaTeX, with KaTeX fonts from our own origin', async ({ page, baseURL }) => {
  const fonts: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\.(woff2?|ttf)$/.test(new URL(response.url()).pathname)) fonts.push({ url: response.url(), status: response.status() });
  });
  const answer = await open(page);
  // \(…\) twice, $…$ twice in the list, three in the table, $$…$$ and \[…\] as display blocks.
  await expect(answer.locator('.katex')).toHaveCount(9);
  await expect(answer.locator('.katex-display')).toHaveCount(2);
  await expect(answer.locator('.katex-display').first().locator('annotation')).toHaveText('x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}');
  // The \[…\] block stays inside its list item.
  await expect(answer.locator('ol > li').nth(1).locator('.katex-display')).toHaveCount(1);
  const visibleText = await answer.evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.katex-mathml, pre, code').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  expect(visibleText).not.toMatch(/\$|\\\(|\\\[|\\frac/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.url.startsWith(`${baseURL}/assets/`), font.url).toBe(true);
    expect(font.status).toBe(200);
  }
});

test('tables, code blocks, task lists and emphasis render as GitHub does', async ({ page }) => {
  const answer = await open(page);
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Discriminant', 'Real roots']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('cell').nth(1)).toHaveText('2');
  await expect(table.getByRole('cell').nth(1)).toHaveCSS('text-align', 'right');
  const code = answer.locator('pre > code.language-python');
  await expect(code).toContainText('def roots(a, b, c):');
  await expect(code).toContainText('    d = (b * b - 4 * a * c) ** 0.5');
  await expect(answer.locator('p code')).toHaveText('code');
  await expect(answer.locator('strong')).toHaveText('bold');
  await expect(answer.locator('del')).toHaveText('struck');
  await expect(answer.getByRole('checkbox')).toHaveCount(2);
  await expect(answer.getByRole('checkbox').first()).toBeChecked();
  await expect(answer.getByRole('heading', { level: 2 })).toHaveText('Solving a quadratic');
});

test('links open safely in a new tab; a javascript: link and raw HTML show as plain text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const answer = await open(page);
  const examples = answer.getByRole('link', { name: 'the worked examples' });
  await expect(examples).toHaveAttribute('href', 'https://example.com/quadratics');
  await expect(examples).toHaveAttribute('target', '_blank');
  await expect(examples).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(answer.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', 'mailto:help@example.com');
  await expect(answer.getByRole('link')).toHaveCount(2);

  const notALink = answer.getByText('click me', { exact: true });
  await expect(notALink).toBeVisible();
  expect(await notALink.evaluate((node) => node.closest('a'))).toBeNull();
  await notALink.click();
  await expect(answer.locator('[href^="javascript"], [onerror], img, b')).toHaveCount(0);
  await expect(answer).toContainText('ignore <b>raw</b> <img src=x onerror=alert(1)> HTML.');
  expect(dialogs).toBe(0);
});

test('wide tables and long code scroll inside the answer at 390 px, reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const answer = await open(page, 'wide');
  const scroller = answer.locator('.markdown-scroll');
  expect(await scroller.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Tab');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(answer.locator('pre')).toBeFocused();
});

async function seriousAxeViolations(browser: Browser, width: number, theme: 'light' | 'dark', fixture: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await open(page, fixture, theme);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
  } finally {
    await context.close();
  }
}

for (const width of [1280, 390]) {
  test(`no serious accessibility violations at ${width} px, light and dark`, async ({ browser }) => {
    test.slow(); // axe analyses the whole page four times
    for (const theme of ['light', 'dark'] as const) {
      for (const fixture of ['answer', 'wide'])
        expect(await seriousAxeViolations(browser, width, theme, fixture), `${theme} ${fixture}`).toEqual([]);
    }
  });
}
