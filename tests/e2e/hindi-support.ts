import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { englishWords } from './english-words';
import { expect, test, toasts } from './fixtures';

// What every walk of Studium in Hindi checks on a screen (issue 31, decision 078).

/** English study material the walks give the tools: the student's content, not the screen's words. */
export const PLANTS =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Mitochondria are the organelles where cellular respiration releases energy from glucose.';

/** POSTs JSON as the page's own origin and expects `status`; answers the body. */
export async function postAs<T>(page: Page, url: string, data: unknown, status = 201): Promise<T> {
  const response = await page.request.post(url, { headers: { origin: test.info().project.use.baseURL! }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** Axe's serious and critical findings on the page as it stands. */
export async function pageAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

interface HindiCheck {
  /** Only this part of the page is read for English (axe and the width check take the whole page). */
  root?: Locator;
  /**
   * Close the toasts first: a toast that quotes the student's content (a quiz's title) is announced
   * by Radix as plain text, which the English check cannot tell from the screen's own words.
   */
  closeToasts?: boolean;
  /** Named in the failures: the path or screen checked. */
  where?: string;
}

/** The screen as it stands is Hindi throughout, accessible and as wide as the window. */
export async function expectHindi(page: Page, { root, closeToasts = false, where = 'the screen' }: HindiCheck = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  if (closeToasts) {
    for (const close of await toasts(page).getByRole('button').all()) await close.click();
    await expect(toasts(page)).toHaveCount(0);
  }
  expect(await englishWords(page, root), `English on ${where}`).toEqual([]);
  expect(await pageAxeViolations(page), `axe on ${where}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `no sideways scrolling on ${where}`).toBeLessThanOrEqual(0);
}
