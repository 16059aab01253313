import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LIST_PAGE_SIZE } from '../../src/shared/list-page';
import { SUMMARIZE_MAX_CHARS, SUMMARY_MESSAGES, SUMMARY_TOASTS } from '../../src/shared/summary';
import { UPLOAD_MESSAGES } from '../../src/shared/upload';
import { expect, holdRequests, signUpViaApi, test, toastText } from './fixtures';

const PDF = new URL('../fixtures/file_pdfjs_test.pdf', import.meta.url);

const WATER_CYCLE = [
  'The water cycle describes how water moves between the oceans, the air and the land.',
  'Heat from the Sun evaporates water from oceans, lakes and rivers, and plants release water vapour through their leaves.',
  'As the vapour rises it cools and condenses into tiny droplets that form clouds.',
  'When the droplets join and grow heavy, they fall as precipitation: rain, snow, sleet or hail.',
  'Some of the water runs off the land into rivers, and some soaks into the ground and becomes groundwater.',
  'Rivers and groundwater carry the water back to the oceans, where the cycle begins again.',
  'The water cycle shapes the weather, fills the reservoirs people drink from and carves valleys over time.',
].join(' ');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function withPage(browser: Browser, width: number, run: (page: Page, context: BrowserContext) => Promise<void>) {
  // A page from browser.newContext(), which @axe-core/playwright needs.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const generateButton = (page: Page) => page.getByRole('button', { name: /Generate Summary|Generating\.\.\./ });
const result = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openSummarizer(page: Page, path = '/ai-summarizer') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'AI Summarizer', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved summaries yet.')).toBeVisible();
}

test('summarize pasted text in each mode, retry a failure, copy, save, view, save to notes and delete (1280 px)', async ({ browser }) => {
  test.slow(); // axe analyses the whole page several times
  await withPage(browser, 1280, async (page, context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpViaApi(page);
    await openSummarizer(page);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('radio', { name: /^Summary/ })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing to summarize: the spec's message, and no request.
    await generateButton(page).click();
    await expect(toastText(page, SUMMARY_MESSAGES.contentRequired)).toBeVisible();

    // The count follows the text as it is typed, and says when it is over the limit.
    const content = page.getByLabel('Content');
    const count = page.getByTestId('summary-char-count');
    await content.fill('a'.repeat(SUMMARIZE_MAX_CHARS + 1));
    await expect(count).toHaveText('10,001 / 10,000 characters');
    await expect(page.getByRole('alert').filter({ hasText: SUMMARY_MESSAGES.contentTooLong })).toBeVisible();
    await generateButton(page).click();
    await expect(toastText(page, SUMMARY_MESSAGES.contentTooLong)).toBeVisible();
    await content.fill(WATER_CYCLE);
    await expect(count).toHaveText(`${WATER_CYCLE.length.toLocaleString('en-US')} / 10,000 characters`);
    await page.getByLabel('Title (optional)').fill('Water cycle');

    // The first answer fails; the form keeps everything and Try again sends it once more.
    // It is held back until the waiting button has been seen.
    let calls = 0;
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/api/summarize', async (route) => {
      calls += 1;
      if (calls === 1) {
        await firstReleased;
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The AI provider did not answer.', code: 'upstream_failed' }),
        });
      } else await route.continue();
    });
    await generateButton(page).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    releaseFirst();
    await expect(toastText(page, SUMMARY_TOASTS.generateFailed)).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: SUMMARY_TOASTS.generateFailed });
    await expect(failure).toContainText('The AI provider did not answer.');
    await expect(content).toHaveValue(WATER_CYCLE);
    await expect(page.getByLabel('Title (optional)')).toHaveValue('Water cycle');
    await failure.getByRole('button', { name: 'Try again' }).click();

    const shown = result(page, 'Water cycle');
    const output = page.getByTestId('summary-output');
    await expect(shown).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(calls).toBe(2);
    await expect(shown.getByText('Summary', { exact: true })).toBeVisible();
    await expect(output).toContainText('The water cycle describes how water moves between the oceans, the air and the land.');
    await page.unroute('**/api/summarize');

    // Copy puts the summary itself on the clipboard.
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(toastText(page, SUMMARY_TOASTS.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('The water cycle describes how water moves');

    // Simplify: plainer text, still from the source.
    await page.getByRole('radio', { name: /^Simplify/ }).check();
    await generateButton(page).click();
    await expect(shown.getByText('Simplify', { exact: true })).toBeVisible();
    await expect(output).toContainText(/water/i);

    // Key points: a rendered bullet list.
    await page.getByRole('radio', { name: /^Key Points/ }).check();
    await generateButton(page).click();
    await expect(shown.getByText('Key Points', { exact: true })).toBeVisible();
    await expect(output.getByRole('listitem').first()).toBeVisible();
    expect(await output.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    await shown.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastText(page, SUMMARY_TOASTS.savedTitle)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
    const list = page.getByRole('list', { name: 'Saved summaries' });
    const item = list.getByRole('listitem').filter({ hasText: 'Water cycle' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Key Points', { exact: true })).toBeVisible();
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // Save to Notes in one click.
    await shown.getByRole('button', { name: 'Save to Notes' }).click();
    await expect(toastText(page, SUMMARY_TOASTS.noteSaved)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Saved to Notes' })).toBeDisabled();
    const notes = (await (await page.request.get('/api/notes')).json()) as { title: string; content: string }[];
    expect(notes[0]).toMatchObject({ title: 'Water cycle' });
    expect(notes[0]!.content).toContain('<ul>');

    // View after a reload: the list carries no texts, so the saved summary is read from the
    // server when it is opened (the button busy meanwhile), with its original text.
    await page.reload();
    await expect(item).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Water cycle' })).toHaveCount(0);
    const held = await holdRequests(page, '**/api/summaries/*');
    const view = item.getByRole('button', { name: 'View Water cycle' });
    await view.click();
    await expect(view).toBeDisabled();
    held.release();
    await expect(shown).toBeVisible();
    await expect(shown.getByText(/^Saved /)).toBeVisible();
    await expect(output.getByRole('listitem').first()).toBeVisible();
    await shown.getByText('Original text').click();
    await expect(shown.getByText(WATER_CYCLE)).toBeVisible();

    // Delete asks first: Cancel keeps it, Delete removes it and the open view.
    await item.getByRole('button', { name: 'Delete Water cycle' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Summary' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Delete Water cycle' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, SUMMARY_TOASTS.deletedTitle)).toBeVisible();
    await expect(page.getByText('No saved summaries yet.')).toBeVisible();
    await expect(shown).toHaveCount(0);
    expect(await (await page.request.get('/api/summaries')).json()).toEqual([]);
  });
});

test('more than a page of saved summaries: the first 100, then Show more reads the rest (390 px)', async ({ browser }) => {
  test.slow(); // 101 summaries are saved first
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    const origin = test.info().project.use.baseURL!;
    const save = (title: string) =>
      page.request.post('/api/summaries/save', { headers: { origin }, data: { title, content: WATER_CYCLE, summary: 'Water moves.' } });
    expect((await save('The oldest summary')).status()).toBe(201);
    for (let batch = 0; batch < LIST_PAGE_SIZE; batch += 10) {
      const saved = await Promise.all(Array.from({ length: 10 }, (_, i) => save(`Summary ${batch + i + 1}`)));
      for (const response of saved) expect(response.status()).toBe(201);
    }
    await page.goto('/ai-summarizer');
    const list = page.getByRole('list', { name: 'Saved summaries' });
    await expect(list.getByRole('listitem')).toHaveCount(LIST_PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'View The oldest summary' })).toHaveCount(0);
    const more = page.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect(list.getByRole('listitem')).toHaveCount(LIST_PAGE_SIZE + 1);
    await expect(more).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The one on the later page opens like any other.
    await page.getByRole('button', { name: 'View The oldest summary' }).click();
    await expect(result(page, 'The oldest summary')).toBeVisible();
    await expect(page.getByTestId('summary-output')).toContainText('Water moves.');
  });
});

test('upload a PDF at 390 px: progress, its text in the content box, then a summary of it', async ({ browser }) => {
  test.slow();
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    await openSummarizer(page, '/summaries');
    expect(await seriousViolations(page)).toEqual([]);

    const fileInput = page.getByLabel('Upload File (optional)');
    // A program is refused by its name before anything is sent.
    await fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(toastText(page, UPLOAD_MESSAGES.wrongType)).toBeVisible();

    // The answer is held back until the progress has been seen.
    const reading = await holdRequests(page, '**/api/summarize/upload');
    await fileInput.setInputFiles({ name: 'automated-testing.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) });
    await expect(page.getByRole('status').filter({ hasText: /Uploading\.\.\.|Reading the file\.\.\./ })).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    reading.release();
    await expect(toastText(page, SUMMARY_TOASTS.uploaded('automated-testing.pdf'))).toBeVisible({ timeout: 20_000 });
    const content = page.getByLabel('Content');
    await expect(content).toHaveValue(/You've just written a feature and \(hopefully!\) want to test it\./);
    await expect(page.getByTestId('summary-char-count')).not.toHaveText('0 / 10,000 characters');
    await expect(page.getByLabel('Title (optional)')).not.toHaveValue('');
    const title = await page.getByLabel('Title (optional)').inputValue();

    await generateButton(page).click();
    const shown = result(page, title);
    await expect(shown).toBeVisible();
    await expect(page.getByTestId('summary-output')).toContainText(/test/i);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

const PLANTS = [
  'Photosynthesis is the process by which green plants turn light energy into chemical energy.',
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.',
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast.',
  'Mitochondria are the organelles where cellular respiration releases energy from glucose.',
  'Plants release oxygen as a by-product when water molecules are split during the light reactions.',
].join(' ');

for (const width of [1280, 390]) {
  test(`make flashcards from a saved summary: edit one, drop one, save, then find them on /flashcards (${width} px)`, async ({
    browser,
  }) => {
    test.slow(); // axe analyses the whole page with the dialog open
    await withPage(browser, width, async (page) => {
      await signUpViaApi(page);
      await openSummarizer(page);
      await page.getByLabel('Content').fill(PLANTS);
      await page.getByLabel('Title (optional)').fill('Plants');
      await generateButton(page).click();
      const shown = result(page, 'Plants');
      await expect(shown).toBeVisible();
      // Cards are proposed from a saved summary only.
      await expect(page.getByRole('button', { name: /Make flashcards/ })).toHaveCount(0);
      await shown.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(shown.getByRole('button', { name: 'Make flashcards from Plants' })).toBeVisible();
      const item = page.getByRole('list', { name: 'Saved summaries' }).getByRole('listitem').filter({ hasText: 'Plants' });
      const make = item.getByRole('button', { name: 'Make flashcards from Plants' });

      // Held back until the waiting button has been seen; opened from the keyboard.
      const suggesting = await holdRequests(page, '**/api/cards/suggest');
      await make.focus();
      await page.keyboard.press('Enter');
      await expect(make).toBeDisabled();
      suggesting.release();
      const dialog = page.getByRole('dialog', { name: 'Make flashcards from Plants' });
      await expect(dialog.getByRole('heading', { name: /Proposed flashcards \(\d+\)/ })).toBeFocused();
      const proposed = dialog.getByTestId('suggestion');
      const count = await proposed.count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(await seriousViolations(page)).toEqual([]);

      await proposed.first().getByLabel('Front').fill('Define photosynthesis.');
      await dialog.getByRole('button', { name: 'Drop card 2' }).click();
      await expect(proposed).toHaveCount(count - 1);
      const saved = count - 1 === 1 ? '1 card' : `${count - 1} cards`;
      await dialog.getByRole('button', { name: `Save ${saved}` }).click();
      await expect(toastText(page, `${saved} added to General.`)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(make).toBeFocused();

      await item.getByRole('link', { name: 'Open in Flashcards' }).click();
      await expect(page).toHaveURL(/\/flashcards\?deck=/);
      await expect(page.getByRole('heading', { name: 'Cards in General' })).toBeVisible();
      const cards = page.getByTestId('flashcard');
      await expect(cards).toHaveCount(count - 1);
      await expect(cards.first()).toContainText('Define photosynthesis.');
      await expect(cards.first().getByText('summary', { exact: true })).toBeVisible();
    });
  });
}
