import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

export const origin = () => test.info().project.use.baseURL!;

/** A toast's text (Radix's region is hidden from the accessibility tree while a dialog is open). */

/** The date `days` from today where the browser runs (the same machine), as YYYY-MM-DD. */
export function localDate(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Holds the first request to `url` with `method` until `release` is called. */
export async function holdRequest(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** Answers the next `method` request to `url` with `status` and `{ message }`, as the server would. */
export async function failOnce(page: Page, url: string, method: string, status: number, message: string) {
  await page.route(
    url,
    (route: Route) =>
      route.request().method() === method
        ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message, code: 'test' }) })
        : route.fallback(),
    { times: 1 },
  );
}

export const AXE_WIDTHS = [1280, 390] as const;

/** Serious and critical axe findings on a signed-in page at `width`, after `walk` has set it up. */
export async function seriousAxeViolations(browser: Browser, width: number, walk: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await signUpViaApi(page);
    await walk(page);
    const results = await new AxeBuilder({ page }).analyze();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
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
