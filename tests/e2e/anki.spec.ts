import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ankiPackage, PNG } from './anki-support';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

const origin = () => test.info().project.use.baseURL!;

/** The deck Physics with one card, made through the API. */
async function addPhysicsCard(page: Page) {
  const made = await page.request.post('/api/cards', {
    headers: { origin: origin() },
    data: { deckName: 'Physics', cards: [{ front: 'What is $F = ma$?', back: "Newton's second law" }] },
  });
  expect(made.status()).toBe(201);
}

test('a deck exports as an .apkg, and importing that package shows its report and the new cards', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await addPhysicsCard(page);
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

test("an Anki deck's pictures come in with its cards and show in review; an SVG is reported, never shown", async ({ page }) => {
  await signUpViaApi(page);
  await addPhysicsCard(page);
  await page.goto('/flashcards');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const apkg = await ankiPackage(
    [
      { front: 'Name this organelle <img src="cell.png" alt="A cell">', back: 'Mitochondrion' },
      { front: 'Which molecule is this? <img src="helix.svg">', back: 'DNA' },
    ],
    'Biology',
    { 'cell.png': PNG, 'helix.svg': svg },
  );
  await page.getByLabel('Import Anki package').setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: apkg });
  const report = page.getByRole('status').filter({ hasText: 'imported from the Anki package' });
  await expect(report).toContainText('2 cards imported from the Anki package.');
  await expect(report).toContainText('Left out: Images missing from the package, larger than 2 MB, or not PNG, JPEG, GIF or WebP (1)');

  const picture = page.getByTestId('flashcard').filter({ hasText: 'Name this organelle' }).getByRole('img', { name: 'A cell' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(page.getByTestId('flashcard').filter({ hasText: 'Which molecule is this?' }).getByRole('img')).toHaveCount(0);

  // In review (the Physics card comes first: graded Easy, it leaves the session).
  await page.goto('/flashcards/review');
  await expect(page.getByText('What is')).toBeVisible();
  await page.getByRole('button', { name: 'Show answer (Space)' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByRole('img', { name: 'A cell' })).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the Anki export and import have no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await addPhysicsCard(page);
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
