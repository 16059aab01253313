import { readFileSync } from 'node:fs';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

const origin = () => test.info().project.use.baseURL!;

test('a deck exports as an .apkg, and importing that package shows its report and the new cards', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  const made = await page.request.post('/api/cards', {
    headers: { origin: origin() },
    data: { deckName: 'Physics', cards: [{ front: 'What is $F = ma$?', back: "Newton's second law" }] },
  });
  expect(made.status()).toBe(201);
  await page.goto('/flashcards');
  await expect(page.getByTestId('flashcard')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export .apkg' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('physics.apkg');
  const apkg = readFileSync(await download.path());
  // A zip archive: the local file header's signature.
  expect(apkg.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  // The package back in joins the deck of its name: two cards, and the report says so.
  await page.getByLabel('Import Anki package').setInputFiles({ name: 'physics.apkg', mimeType: 'application/octet-stream', buffer: apkg });
  await expect(page.getByRole('status').filter({ hasText: 'imported from the Anki package' })).toHaveText(
    '1 card imported from the Anki package.',
  );
  await expect(page.getByTestId('flashcard')).toHaveCount(2);

  await page
    .getByLabel('Import Anki package')
    .setInputFiles({ name: 'notes.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from('not a zip') });
  await expect(page.getByText('it is not a zip archive')).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the Anki export and import have no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.request.post('/api/cards', {
        headers: { origin: origin() },
        data: { deckName: 'Physics', cards: [{ front: 'What is $F = ma$?', back: "Newton's second law" }] },
      });
      await page.goto('/flashcards');
      await expect(page.getByRole('link', { name: 'Export .apkg' })).toBeVisible();
      const apkg = await (
        await page.request.get(await page.getByRole('link', { name: 'Export .apkg' }).getAttribute('href').then(String))
      ).body();
      await page
        .getByLabel('Import Anki package')
        .setInputFiles({ name: 'physics.apkg', mimeType: 'application/octet-stream', buffer: apkg });
      await expect(page.getByText('1 card imported from the Anki package.')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
