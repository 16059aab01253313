import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

const TEXT =
  'Heat from the Sun evaporates water from the oceans. The vapour rises, cools and condenses into clouds. ' +
  'Heavy droplets fall as rain or snow. Rivers carry the water back to the sea, where the cycle begins again.';

/** An AI call made with the page's session cookie and from its origin, as the app's own code makes it. */
async function summarize(page: Page) {
  const origin = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/summarize', { headers: { origin }, data: { content: TEXT, mode: 'summary' } });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['x-usage-kind']).toBe('generations');
}

const leftToday = (scope: Locator) => scope.getByRole('region', { name: 'Left today' });

async function expectCounts(region: Locator, generationsLeft: number) {
  const items = region.getByRole('listitem');
  await expect(items).toHaveText([
    'Chat 25 of 25 left',
    'Doubts 10 of 10 left',
    `Generations ${generationsLeft} of 15 left`,
    'Uploads 30 of 30 left',
  ]);
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function withPage(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  // A page from browser.newContext(), which @axe-core/playwright needs.
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the sidebar shows what is left today and counts an AI call down (1280 px)', async ({ browser }) => {
  test.slow(); // axe analyses the whole page
  await withPage(browser, 1280, async (page) => {
    await signUpViaApi(page);
    // A controllable clock, so the 30-second refetch can be run without waiting for it.
    await page.clock.install();
    await page.goto('/dashboard');
    const region = leftToday(page.getByRole('complementary'));
    await expectCounts(region, 15);
    await expect(region).toContainText(/Resets at \d{1,2}:\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);

    // From here the page's time stands still: only the 30-second refetch can show calls
    // made outside the app.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await summarize(page);
    await summarize(page);
    await page.waitForTimeout(500);
    await expectCounts(region, 15);
    await page.clock.runFor(30_000);
    // Time flows again, so the query's own scheduling (zero-delay timers) can deliver the answer.
    await page.clock.resume();
    await expectCounts(region, 13);
  });
});

test('the mobile menu shows what is left today (390 px)', async ({ browser }) => {
  test.slow();
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    await summarize(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const region = leftToday(menu);
    await region.scrollIntoViewIfNeeded();
    await expectCounts(region, 14);
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the sidebar folds what the plan keeps under Storage, opened by keyboard (1280 px)', async ({ browser }) => {
  test.slow();
  await withPage(browser, 1280, async (page) => {
    await signUpViaApi(page);
    const origin = test.info().project.use.baseURL!;
    const saved = await page.request.post('/api/summaries/save', {
      headers: { origin },
      data: { title: 'Water cycle', content: TEXT, summary: 'Water evaporates, condenses and falls as rain.' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await page.goto('/dashboard');
    const region = page.getByRole('complementary').getByRole('region', { name: 'Storage' });
    const summaries = region.getByTestId('storage-summaries');
    await expect(summaries).toBeHidden();
    await region.getByText('Storage').focus();
    await page.keyboard.press('Enter');
    await expect(summaries).toHaveText('Summaries1 of 500 · 0 MB of 25 MB');
    await expect(region.getByTestId('storage-classes')).toHaveText('Classes0 of 5');
    await expect(region.getByTestId('storage-nearly-full')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
