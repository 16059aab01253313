import type { BrowserContext, Page } from '@playwright/test';
import type { Flashcard, ReviewStats } from '../../src/shared/flashcards';
import { APP_MANIFEST, CARD_IMAGE_CACHE, OFFLINE_TEXTS } from '../../src/shared/offline';
import { ankiPackage, PNG } from './anki-support';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

// The installable app (decision 076): the shell starts without a network, flashcards are reviewed on
// the queue kept on the device, grades wait with the moment they were given, and notes opened before
// can be read.

const origin = () => test.info().project.use.baseURL!;
const left = (page: Page) => page.getByTestId('cards-left');
const banner = (page: Page) => page.getByTestId('offline-banner');

async function addCards(page: Page, count: number) {
  const cards = Array.from({ length: count }, (_, i) => ({ front: `Offline card ${i + 1}: ${i + 1} × 7?`, back: `${(i + 1) * 7}` }));
  const made = await page.request.post('/api/cards', { headers: { origin: origin() }, data: { deckName: 'Times tables', cards } });
  expect(made.status()).toBe(201);
}

/** Until the service worker has taken the page (it precached the shell when it installed). */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Every address the site's caches hold (the precached shell, and the card images). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls;
  });

/**
 * Opens /flashcards online (the next days' queue is kept, with `images` pictures of its cards), then
 * cuts the network and opens the review.
 */
async function reviewOffline(page: Page, context: BrowserContext, due: number, images = 0) {
  const kept = page.waitForResponse((response) => response.url().includes('/api/reviews/due') && response.url().includes('days=7'));
  await page.goto('/flashcards');
  await expect(page.getByTestId('due-count')).toHaveText(`Due today: ${due}`);
  expect((await kept).status()).toBe(200);
  await controlledByServiceWorker(page);
  if (images) {
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith(`${CARD_IMAGE_CACHE.name} `)), { timeout: 20_000 })
      .toHaveLength(images);
  }
  await context.setOffline(true);
  await expect(banner(page)).toContainText(OFFLINE_TEXTS.banner);
  await expect(page.getByTestId('due-count')).toHaveText(`Due today: ${due} (kept on this device)`);
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/flashcards\/review$/);
  await expect(page.getByTestId('offline-review')).toHaveText(OFFLINE_TEXTS.offlineReview);
  await expect(left(page)).toHaveText(`${due} left`);
}

test('five cards reviewed offline survive a reload and reach the server once, at the times they were graded', async ({ page, context }) => {
  test.slow();
  await signUpViaApi(page);
  await addCards(page, 6);
  await reviewOffline(page, context, 6);

  // Each grade's moment, by the card's front.
  const gradedAt = new Map<string, number>();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-back')).toBeVisible();
    const front = (await page.getByTestId('review-front').innerText()).trim();
    gradedAt.set(front, Date.now());
    await page.keyboard.press('3');
    await expect(left(page)).toHaveText(`${5 - i} left`);
  }
  await expect(banner(page)).toContainText(OFFLINE_TEXTS.waiting(5));
  // Nothing reached the server yet.
  const before = await page.request.get('/api/reviews/stats?tz=UTC');
  expect((await before.json()).days.reduce((sum: number, day: { reviews: number }) => sum + day.reviews, 0)).toBe(0);

  // A reload without a network: the service worker answers with the shell; the queue and outbox are still there.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');
  await expect(left(page)).toHaveText('1 left');
  await expect(page.getByTestId('offline-review')).toBeVisible();
  await expect(banner(page)).toContainText(OFFLINE_TEXTS.banner);
  await expect(banner(page)).toContainText(OFFLINE_TEXTS.waiting(5));

  // Back online: the outbox is sent and emptied.
  await context.setOffline(false);
  await expect(banner(page).getByTestId('sync-status')).toHaveText(OFFLINE_TEXTS.synced);
  await expect(banner(page)).not.toContainText(OFFLINE_TEXTS.banner);

  const stats: ReviewStats = await (await page.request.get('/api/reviews/stats?tz=UTC')).json();
  expect(stats.days.reduce((sum, day) => sum + day.reviews, 0)).toBe(5);
  const cards: Flashcard[] = await (await page.request.get('/api/cards')).json();
  const reviewed = cards.filter((card) => card.lastReview !== null);
  expect(reviewed).toHaveLength(5);
  for (const card of reviewed) {
    const given = gradedAt.get(card.front.trim());
    expect(given, card.front).toBeDefined();
    expect(Math.abs(new Date(card.lastReview!).getTime() - given!), card.front).toBeLessThan(1000);
  }
  // The one card left is still due; the page's own counts follow.
  await page.goto('/flashcards');
  await expect(page.getByTestId('due-count')).toHaveText('Due today: 1');
});

test("a kept card's picture shows in an offline review; no other API answer is cached, and sign-out empties the cache", async ({
  page,
  context,
}) => {
  test.slow();
  await signUpViaApi(page);
  const apkg = await ankiPackage([{ front: 'Name this organelle <img src="cell.png" alt="A cell">', back: 'Mitochondrion' }], 'Biology', {
    'cell.png': PNG,
  });
  const imported = await page.request.post('/api/decks/import-apkg', {
    headers: { origin: origin() },
    multipart: { file: { name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: apkg } },
  });
  expect(imported.status()).toBe(201);

  await reviewOffline(page, context, 1, 1);
  // Gone from the browser's HTTP cache too (the image is `no-cache`): only the worker's copy can answer.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-review')).toBeVisible();
  await expect(page.getByTestId('review-front')).toContainText('Name this organelle');
  const picture = page.getByTestId('review-front').getByRole('img', { name: 'A cell' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The card's picture is the one API answer any cache holds.
  const apiUrls = (await cachedUrls(page)).filter((url) => url.includes(' /api/'));
  expect(apiUrls).toHaveLength(1);
  expect(apiUrls[0]).toMatch(new RegExp(`^${CARD_IMAGE_CACHE.name} /api/card-images/[0-9a-f-]{36}$`));

  // Sign-out leaves no picture behind.
  await context.setOffline(false);
  await page.goto('/flashcards');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${origin()}/`);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(CARD_IMAGE_CACHE.name);
});

test('a note opened online reads offline as the kept copy; a note never opened says it is not kept', async ({ page, context }) => {
  await signUpViaApi(page);
  const create = (title: string, content: string) =>
    page.request.post('/api/notes', { headers: { origin: origin() }, data: { title, content, subject: 'Biology', tags: ['cells'] } });
  const opened = await (
    await create(
      'Mitochondria',
      '<p>The <strong>powerhouse</strong> of the cell.</p><ul><li>ATP</li></ul>' +
        '<h2 style="text-align: center">Parts</h2><p style="text-align: right"><strike>Old name</strike> <s>bioblast</s></p>' +
        '<ol start="3"><li>Matrix</li></ol>',
    )
  ).json();
  const never = await (await create('Ribosomes', '<p>Make proteins.</p>')).json();

  await page.goto(`/notes/${opened.id}`);
  await expect(page.getByRole('heading', { name: 'Mitochondria', level: 1 })).toBeVisible();
  await expect(page.getByTestId('note-content').locator('strong')).toHaveText('powerhouse');
  await expect(page.getByTestId('offline-copy')).toHaveCount(0);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-copy')).toHaveText(OFFLINE_TEXTS.noteOfflineCopy);
  await expect(page.getByRole('heading', { name: 'Mitochondria', level: 1 })).toBeVisible();
  await expect(page.getByTestId('note-content')).toContainText('The powerhouse of the cell.');
  await expect(page.getByTestId('note-content').getByRole('listitem')).toHaveText(['ATP', 'Matrix']);
  // What the server keeps shows offline too: struck words, alignment, a list's start.
  await expect(page.getByTestId('note-content').locator('strike')).toHaveText('Old name');
  await expect(page.getByTestId('note-content').locator('s')).toHaveText('bioblast');
  await expect(page.getByRole('heading', { name: 'Parts', level: 2 })).toHaveCSS('text-align', 'center');
  await expect(page.getByTestId('note-content').locator('p').filter({ hasText: 'Old name' })).toHaveCSS('text-align', 'right');
  await expect(page.getByTestId('note-content').locator('ol')).toHaveAttribute('start', '3');
  // Read-only: no editor, no form.
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto(`/notes/${never.id}`);
  await expect(page.getByRole('heading', { name: 'Note not available offline' })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXTS.noteNotKept)).toBeVisible();
  // Other tools say they need the network instead of spinning.
  await page.goto('/notes');
  await expect(page.getByText(OFFLINE_TEXTS.needsNetwork)).toBeVisible();
});

/** Width and height from a PNG's header chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('installable: the manifest and its icons, a linked manifest, and a service worker controlling the page', async ({ page }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const fields = await manifest.json();
  expect(fields).toMatchObject({ name: 'Studium', short_name: 'Studium', start_url: '/dashboard', display: 'standalone', scope: '/' });
  expect(fields.theme_color).toBe(APP_MANIFEST.theme_color);
  expect(fields.background_color).toBe(APP_MANIFEST.background_color);
  // Lighthouse's installability: a 192 px and a 512 px PNG icon; and a maskable one for Android.
  expect(fields.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of fields.icons as { src: string; sizes: string; type: string }[]) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByServiceWorker(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${origin()}/`, script: `${origin()}/sw.js` });
  // The public pages link the manifest too.
  await page.goto('/about');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

for (const width of AXE_WIDTHS) {
  test(`the offline review screen has no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page, check) => {
      await addCards(page, 2);
      await reviewOffline(page, page.context(), 2);
      await page.keyboard.press('Space');
      await page.keyboard.press('3');
      await expect(banner(page)).toContainText(OFFLINE_TEXTS.waiting(1));
      await page.keyboard.press('Space');
      await expect(page.getByTestId('review-back')).toBeVisible();
      await check();
      await expectNoSidewaysScroll(page);
    });
    expect(violations).toEqual([]);
  });
}
