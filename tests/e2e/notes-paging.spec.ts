import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type Note, NOTE_PAGING, type NoteInput } from '../../src/shared/note';
import { expect, signUpViaApi, test } from './fixtures';

const origin = () => test.info().project.use.baseURL!;
const cards = (page: Page) => page.getByTestId('note-card');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const count = (page: Page) => page.getByTestId('notes-count');
const showMore = (page: Page) => page.getByRole('button', { name: /^Show more notes/ });

const PAGE = NOTE_PAGING.pageSize;
const MANY = 2 * PAGE + 20;
const OLDEST = {
  title: 'Stomata and transpiration',
  content: '<p>Water rises through the xylem and leaves through the stomata.</p>',
  subject: 'Biology',
  tags: ['plants'],
};

async function seedNote(page: Page, input: NoteInput): Promise<Note> {
  const response = await page.request.post('/api/notes', { headers: { origin: origin() }, data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Note;
}

/** The tag of the seeded note at `index` (not the oldest): one of four units. */
const unitTag = (index: number) => `unit-${index % 4}`;

/** More notes than a screenful: the one to find is the oldest, so it is on the last page. */
async function openManyNotes(page: Page): Promise<string[]> {
  await signUpViaApi(page);
  await seedNote(page, OLDEST);
  for (let batch = 0; batch < MANY - 1; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, MANY - 1 - batch) }, (_, i) =>
        seedNote(page, {
          title: `Revision note ${batch + i + 1}`,
          content: `<p>Chapter ${batch + i + 1}: energy and motion.</p>`,
          subject: 'Physics',
          tags: [unitTag(batch + i)],
        }),
      ),
    );
  }
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/notes');
  await expect(count(page)).toHaveText(`${MANY} notes`);
  return requested;
}

test('past a screenful of notes the screen reads pages as it scrolls and searches on the server', async ({ page }) => {
  test.slow();
  const requested = await openManyNotes(page);
  expect(MANY).toBeGreaterThan(NOTE_PAGING.screenful);
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(showMore(page)).toHaveText(`Show more notes (${MANY - PAGE} more)`);

  // Scrolling near the end brings the next page in.
  await showMore(page).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(2 * PAGE);
  // The button is the keyboard's way to the rest.
  await page.mouse.wheel(0, -100_000);
  await showMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(MANY);
  await expect(showMore(page)).toHaveCount(0);
  const titles = await page.getByTestId('note-card').locator('h2').allTextContents();
  expect(new Set(titles).size).toBe(MANY);
  expect(titles.at(-1)).toBe(OLDEST.title);
  // The full list (every note's HTML) is never read.
  expect(requested).not.toContain('/api/notes');
  expect(requested.filter((path) => path === '/api/notes/previews')).toHaveLength(3);

  // A fresh screen: the search finds the note on the last page, by any part of a word, as a small list's filter does.
  await page.reload();
  await expect(cards(page)).toHaveCount(PAGE);
  const search = page.getByPlaceholder('Search notes...');
  await search.fill('YLE');
  await expect(count(page)).toHaveText(`1 of ${MANY} notes`);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, OLDEST.title).getByTestId('note-preview')).toContainText('Water rises through the xylem');
  expect(requested).toContain('/api/notes/search');

  // Editing reads the whole note.
  await card(page, OLDEST.title)
    .getByRole('button', { name: `Edit ${OLDEST.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Note' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('leaves through the stomata');
  await dialog.getByLabel('Title').fill('Xylem and stomata');
  await dialog.getByRole('button', { name: 'Update Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Xylem and stomata')).toBeVisible();
  await expect(count(page)).toHaveText(`1 of ${MANY} notes`);

  await search.fill('nothing like this anywhere');
  await expect(page.getByRole('heading', { name: 'No notes found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await search.fill('');
  await expect(count(page)).toHaveText(`${MANY} notes`);
  await expect(cards(page)).toHaveCount(PAGE);

  // Tags are searched as in a small list: any part of one.
  await search.fill('lant');
  await expect(count(page)).toHaveText(`1 of ${MANY} notes`);
  await expect(card(page, 'Xylem and stomata')).toBeVisible();
  const unit2 = Array.from({ length: MANY - 1 }, (_, index) => unitTag(index)).filter((tag) => tag === 'unit-2').length;
  await search.fill('NIT-2');
  await expect(count(page)).toHaveText(`${unit2} of ${MANY} notes`);
  await expect(cards(page).first().getByText('unit-2', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(count(page)).toHaveText(`${MANY} notes`);

  // The subject select lists every subject, and filters on the server too.
  await page.getByLabel('Filter by subject').selectOption('Biology');
  await expect(count(page)).toHaveText(`1 of ${MANY} notes`);
  await expect(card(page, 'Xylem and stomata')).toBeVisible();

  // 'Select All' takes every filtered note, on the pages not read yet too.
  await page.getByLabel('Filter by subject').selectOption('Physics');
  await expect(count(page)).toHaveText(`${MANY - 1} of ${MANY} notes`);
  await cards(page).first().click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByText(`${MANY - 1} selected`)).toBeVisible();
  await expect(cards(page)).toHaveCount(MANY - 1);
});

for (const width of [1280, 390]) {
  test(`the paged notes screen has no serious accessibility problems at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await openManyNotes(page);
    await expect(cards(page)).toHaveCount(PAGE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByPlaceholder('Search notes...').fill('stomata');
    await expect(count(page)).toHaveText(`1 of ${MANY} notes`);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  });
}
