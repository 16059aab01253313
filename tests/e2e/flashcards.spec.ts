import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import {
  AXE_WIDTHS,
  FORMULA_TEXT,
  answerKey,
  completeQuiz,
  createQuiz,
  expectNoSidewaysScroll,
  seriousAxeViolations,
} from './quiz-support';

const origin = () => test.info().project.use.baseURL!;

const PLANTS =
  '<p>Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Mitochondria are the organelles where cellular respiration releases energy from glucose.</p>';

async function addCardByHand(page: Page, front: string, back: string) {
  await page.getByLabel('Front', { exact: true }).fill(front);
  await page.getByLabel('Back', { exact: true }).fill(back);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByLabel('Front', { exact: true })).toHaveValue('');
}

const dueTile = (page: Page) => page.getByTestId('due-today-tile');
const left = (page: Page) => page.getByTestId('cards-left');

test('make cards by hand, review them with the keyboard (undo included), and the dashboard count goes down', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { name: 'Flashcards', level: 1 })).toBeVisible();
  await expect(page.getByText('No decks yet')).toBeVisible();
  await addCardByHand(page, 'What is $2^{10}$?', '$1024$');
  await addCardByHand(page, 'Capital of France?', 'Paris');
  await addCardByHand(page, 'A card to delete', 'gone soon');
  await expect(page.getByRole('button', { name: /General.*3 cards · 3 due/ })).toHaveAttribute('aria-pressed', 'true');
  // Both sides go through the Markdown + math renderer.
  await expect(page.getByTestId('flashcard').first().locator('.katex').first()).toBeVisible();

  // Edit one card, delete another.
  await page.getByRole('button', { name: 'Edit card 2' }).click();
  await page.getByRole('form', { name: 'Edit card 2' }).getByLabel('Back').fill('Paris, on the Seine');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('flashcard').nth(1)).toContainText('Paris, on the Seine');
  await page.getByRole('button', { name: 'Delete card 3' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('flashcard')).toHaveCount(2);
  await expect(page.getByTestId('due-count')).toHaveText('Due today: 2');

  await page.goto('/dashboard');
  await expect(dueTile(page)).toHaveText('Due today: 2');
  await dueTile(page).click();
  await expect(page).toHaveURL(/\/flashcards\/review$/);
  await expect(left(page)).toHaveText('2 left');
  await expect(page.getByTestId('review-front')).toContainText('What is');
  await expect(page.getByTestId('review-back')).toHaveCount(0);

  await page.keyboard.press('Space');
  await expect(page.getByTestId('review-back')).toContainText('1024');
  const grades = page.getByRole('group', { name: 'How well did you remember?' });
  await expect(grades.getByRole('button')).toHaveText([/Again\s*1 min/, /Hard\s*6 min/, /Good\s*10 min/, /Easy\s*\d+ d/]);
  await page.keyboard.press('3');
  await expect(left(page)).toHaveText('1 left');
  await expect(page.getByTestId('review-front')).toContainText('Capital of France?');

  // Undo brings the first card back, its answer hidden.
  await page.keyboard.press('z');
  await expect(left(page)).toHaveText('2 left');
  await expect(page.getByTestId('review-front')).toContainText('What is');
  await expect(page.getByTestId('review-back')).toHaveCount(0);

  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(left(page)).toHaveText('1 left');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('review-back')).toContainText('Paris, on the Seine');
  await page.keyboard.press('3');
  await expect(page.getByRole('heading', { name: 'All done for now!' })).toBeVisible();
  await expect(left(page)).toHaveText('0 left');

  await page.getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(dueTile(page)).toHaveText('Due today: 0');
  await expect(page.getByTestId('review-chart')).toHaveAttribute('aria-label', '2 reviews in the last 30 days; today 2.');
});

test('a submitted quiz makes cards from its mistakes in one click, and they are due', async ({ page }) => {
  await signUpViaApi(page);
  const quiz = await createQuiz(page, { text: FORMULA_TEXT, topic: 'Relativity', numQuestions: '3', difficulty: 'easy' });
  const opened = await completeQuiz(page, quiz.id, Array(quiz.questions.length).fill(null));
  const { wrong } = answerKey(opened);
  expect(wrong).toHaveLength(3);
  await page.goto(`/quiz/${quiz.id}`);
  await page.getByRole('button', { name: 'Make cards from my mistakes' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 cards made from your mistakes.' })).toBeVisible();
  await page.getByRole('link', { name: `Open the deck “Mistakes — ${quiz.title}”` }).click();
  await expect(page).toHaveURL(/\/flashcards\?deck=/);
  await expect(page.getByRole('button', { name: /Mistakes — .*3 cards · 3 due/ })).toBeVisible();
  await expect(page.getByTestId('flashcard').first().getByText('quiz')).toBeVisible();
  await page.goto('/dashboard');
  await expect(dueTile(page)).toHaveText('Due today: 3');
});

test('cloze and definition cards proposed from a note are edited, one dropped, and saved', async ({ page }) => {
  await signUpViaApi(page);
  const note = await page.request.post('/api/notes', {
    headers: { origin: origin() },
    data: { title: 'Plants', content: PLANTS, subject: 'Biology' },
  });
  expect(note.status()).toBe(201);
  await page.goto('/flashcards');
  await page.getByLabel('From a note').selectOption({ label: 'Plants' });
  await page.getByRole('button', { name: 'Make flashcards' }).click();
  const proposed = page.getByTestId('suggestion');
  await expect(page.getByRole('heading', { name: /Proposed flashcards \(\d+\)/ })).toBeFocused();
  const count = await proposed.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(proposed.first().getByLabel('Front')).toHaveValue('What is Photosynthesis?');
  // Cloze cards: a key term of a sentence blanked out.
  const fronts = await proposed.getByLabel('Front').evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  expect(fronts.filter((front) => front.includes('_____')).length).toBeGreaterThan(0);
  await proposed.first().getByLabel('Front').fill('Define photosynthesis.');
  await page.getByRole('button', { name: 'Drop card 2' }).click();
  await expect(proposed).toHaveCount(count - 1);
  await page.getByRole('button', { name: `Save ${count - 1} cards` }).click();
  await expect(toastText(page, `${count - 1} cards added to General.`)).toBeVisible();
  await expect(page.getByTestId('flashcard')).toHaveCount(count - 1);
  await expect(page.getByTestId('flashcard').first()).toContainText('Define photosynthesis.');
});

test("'Make flashcards' on a note in /notes saves the proposed cards without selecting the note", async ({ page }) => {
  await signUpViaApi(page);
  const note = await page.request.post('/api/notes', {
    headers: { origin: origin() },
    data: { title: 'Plants', content: PLANTS, subject: 'Biology' },
  });
  expect(note.status()).toBe(201);
  await page.goto('/notes');
  const make = page.getByRole('button', { name: 'Make flashcards from Plants' });
  await make.click();
  const dialog = page.getByRole('dialog', { name: 'Make flashcards from Plants' });
  await expect(dialog.getByRole('heading', { name: /Proposed flashcards \(\d+\)/ })).toBeFocused();
  const count = await dialog.getByTestId('suggestion').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await dialog.getByRole('button', { name: `Save ${count} cards` }).click();
  await expect(toastText(page, `${count} cards added to General.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(make).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Select Plants' })).not.toBeChecked();
  await page.goto('/flashcards');
  await expect(page.getByTestId('flashcard')).toHaveCount(count);
  await expect(page.getByTestId('flashcard').first().getByText('note', { exact: true })).toBeVisible();
});

test("'Remember this' on a solved doubt makes a card in the subject's deck", async ({ page }) => {
  test.slow(); // the first doubt a server solves loads its math libraries
  await signUpViaApi(page);
  await page.goto('/doubt-chat');
  await page.getByLabel('Subject (optional)').fill('Algebra');
  await page.getByLabel('Your Question').fill('Solve 2x + 3 = 11');
  await page.getByRole('button', { name: 'Get Step-by-Step Solution' }).click();
  await expect(page.getByRole('heading', { name: 'Solution Explained' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Remember this' }).click();
  await expect(page.getByRole('button', { name: 'Added to Flashcards' })).toBeDisabled();
  await page.goto('/flashcards');
  await expect(page.getByRole('button', { name: /Algebra.*1 card · 1 due/ })).toBeVisible();
  await expect(page.getByTestId('flashcard')).toContainText('Solve 2x + 3 = 11');
  await expect(page.getByTestId('flashcard').getByText('doubt')).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`flashcards, review and the dashboard tile have no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.request.post('/api/cards', {
        headers: { origin: origin() },
        data: { deckName: 'Physics', cards: [{ front: 'What is $F = ma$?', back: "Newton's second law" }] },
      });
      await page.goto('/flashcards');
      await expect(page.getByTestId('flashcard')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await check();
      await page.goto('/flashcards/review');
      await expect(left(page)).toHaveText('1 left');
      await page.getByRole('button', { name: 'Show answer (Space)' }).click();
      await expect(page.getByRole('group', { name: 'How well did you remember?' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
      await page.goto('/dashboard');
      await expect(dueTile(page)).toHaveText('Due today: 1');
      await check();
    });
    expect(found).toEqual([]);
  });
}
