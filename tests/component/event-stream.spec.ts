import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

// The harness server streams the offline tutor's answer (one quoted sentence about every 250 ms) through
// the app's event-stream helper; the page reads it with useEventStream and renders it as Markdown.

async function openStreamPage(page: Page) {
  await page.goto('/?page=stream');
  await expect(page.getByTestId('status')).toHaveText('idle');
}

test('an answer shows sentence by sentence while it streams, then the stored record', async ({ page }) => {
  await openStreamPage(page);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByTestId('answer');
  await expect(answer).toContainText('Here is what your notes say about this:');
  await expect(page.getByTestId('status')).toHaveText('streaming');
  await expect(answer).not.toContainText('Answered by the offline tutor');

  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('record')).toHaveText(/^answer-1 \(\d+ characters\)$/);
  await expect(answer).toContainText('From your notes "Biology notes":');
  await expect(answer.locator('blockquote')).toContainText('Chlorophyll in the leaves captures light energy for photosynthesis.');
  await expect(answer.locator('em')).toHaveText(/Answered by the offline tutor/);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
});

test('Stop ends the answer where it is', async ({ page }) => {
  await openStreamPage(page);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByTestId('answer');
  await expect(answer).toContainText('Here is what your notes say about this:');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('status')).toHaveText('stopped');
  const shown = await answer.textContent();
  await page.waitForTimeout(1_000);
  await expect(answer).toHaveText(shown ?? '');
  await expect(page.getByTestId('record')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an error event becomes the "{status}: {body}" error, after the text written so far', async ({ page }) => {
  await openStreamPage(page);
  await page.getByRole('button', { name: 'Ask and fail' }).click();
  await expect(page.getByRole('alert')).toHaveText('429: {"message":"API limit reached for today.","code":"too_many_requests"}');
  await expect(page.getByTestId('status')).toHaveText('error');
  await expect(page.getByTestId('answer')).toHaveText('Here is what your notes say about this:');
});

for (const width of [1280, 390]) {
  test(`the streamed answer has no serious accessibility violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await openStreamPage(page);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(page.getByTestId('status')).toHaveText('done');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => violation.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
