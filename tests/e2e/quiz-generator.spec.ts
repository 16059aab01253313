import type { Page } from '@playwright/test';
import type { QuizAnswer } from '../../src/shared/quiz';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import {
  answerKey,
  AXE_WIDTHS,
  completeQuiz,
  createQuiz,
  expectNoSidewaysScroll,
  FORMULA_TEXT,
  seriousAxeViolations,
} from './quiz-support';

const NOTES_TXT = `Cell biology

The nucleus holds the cell's genetic material and controls its activities.
Mitochondria release energy from glucose through cellular respiration.
Ribosomes build proteins by joining amino acids in the order set by messenger RNA.
The cell membrane controls which substances enter and leave the cell.
Chloroplasts in plant cells capture light energy to make glucose by photosynthesis.
The cell wall of a plant cell is made of cellulose and keeps the cell rigid.`;

async function openGenerator(page: Page) {
  await signUpViaApi(page);
  await page.goto('/quiz-generator');
  await expect(page.getByRole('heading', { name: 'Quiz Generator', level: 1 })).toBeVisible();
}

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a quiz from a topic and an uploaded file is generated, the form cleared and My Quizzes opened', async ({ page }) => {
  await openGenerator(page);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('tab', { name: 'Generate Quiz' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Create New Quiz')).toBeVisible();
  await expect(page.getByLabel('Text Content')).toHaveAttribute('rows', '8');
  await expect(page.getByLabel('Difficulty Level')).toHaveValue('medium');
  await expect(page.getByLabel('Number of Questions')).toHaveValue('5');

  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, 'Input Required')).toBeVisible();
  await expect(toastText(page, 'Please provide a topic, text content, or upload a file.')).toBeVisible();

  const file = { name: 'cells.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTES_TXT) };
  await page.getByLabel('Upload File').setInputFiles(file);
  await expect(toastText(page, 'File Selected')).toBeVisible();
  await expect(toastText(page, 'cells.txt')).toBeVisible();
  await expect(page.getByTestId('chosen-file')).toHaveText('cells.txt');
  await page.getByRole('button', { name: 'Remove file cells.txt' }).click();
  await expect(toastText(page, 'File Removed')).toBeVisible();
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  await page.getByLabel('Upload File').setInputFiles(file);

  await page.getByLabel('Topic').fill('Cells');
  await page.getByLabel('Difficulty Level').selectOption('hard');
  await page.getByLabel('Number of Questions').fill('4');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, 'Quiz Generated!')).toBeVisible();
  await expect(toastText(page, /^Created ".+" with 4 questions\.$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Quizzes' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByTestId('quiz-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Cells', { exact: true })).toBeVisible();
  await expect(card.getByText('Hard', { exact: true })).toBeVisible();
  await expect(card.getByText('4 questions')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Not completed' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Take Quiz' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Quiz' }).click();
  await expect(page.getByLabel('Topic')).toHaveValue('');
  await expect(page.getByLabel('Difficulty Level')).toHaveValue('medium');
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);

  await page.getByRole('tab', { name: 'My Quizzes' }).click();
  await card.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
});

test('My Quizzes is empty at first, then colours each score by its band and offers Review for completed quizzes', async ({ page }) => {
  test.slow();
  await openGenerator(page);
  await page.getByRole('tab', { name: 'My Quizzes' }).click();
  await expect(page.getByText('No quizzes yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Quiz' }).click();
  await expect(page.getByRole('tab', { name: 'Generate Quiz' })).toHaveAttribute('aria-selected', 'true');

  // The offline engine is deterministic: one quiz answered reveals the key to its twins.
  const fields = { text: FORMULA_TEXT, difficulty: 'easy', numQuestions: '5' };
  const probe = await completeQuiz(page, (await createQuiz(page, { ...fields, topic: 'Probe' })).id, [0, 0, 0, 0, 0]);
  const { right, wrong } = answerKey(probe);
  const scored: [string, QuizAnswer[], string, RegExp][] = [
    ['Green', right, '100%', /text-green-700/],
    ['Amber', right.map((a, i) => (i < 3 ? a : wrong[i]!)), '60%', /text-amber-700/],
    ['Red', right.map((a, i) => (i < 1 ? a : wrong[i]!)), '20%', /text-red-700/],
  ];
  const titles: string[] = [];
  for (const [topic, answers] of scored) {
    const quiz = await createQuiz(page, { ...fields, topic });
    expect(quiz.questions.map((q) => q.question)).toEqual(probe.questions.map((q) => q.question));
    titles.push((await completeQuiz(page, quiz.id, answers)).title);
  }
  await createQuiz(page, { ...fields, topic: 'Open' });
  await page.reload();
  await page.getByRole('tab', { name: 'My Quizzes' }).click();
  await expect(page.getByTestId('quiz-card')).toHaveCount(5);
  for (const [topic, , percent, colour] of scored) {
    const card = page.getByTestId('quiz-card').filter({ hasText: topic });
    await expect(card.getByTestId('quiz-score')).toHaveText(percent);
    await expect(card.getByTestId('quiz-score')).toHaveClass(colour);
    await expect(card.getByRole('img', { name: 'Completed' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Review Quiz' })).toBeVisible();
  }
  const open = page.getByTestId('quiz-card').filter({ hasText: 'Open' });
  await expect(open.getByTestId('quiz-score')).toHaveCount(0);
  await expect(open.getByRole('link', { name: 'Take Quiz' })).toBeVisible();
  await expect(cardOf(page, titles[0]!).first()).toBeVisible();

  await page.getByTestId('quiz-card').filter({ hasText: 'Green' }).getByRole('link', { name: 'Review Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Trophy: 80% or more' })).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the quiz generator's tabs have no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/quiz-generator');
      await page.getByLabel('Upload File').setInputFiles({ name: 'cells.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTES_TXT) });
      await expect(page.getByTestId('chosen-file')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
      await page.getByRole('tab', { name: 'My Quizzes' }).click();
      await expect(page.getByText('No quizzes yet')).toBeVisible();
      await check();
      await createQuiz(page, { text: NOTES_TXT, topic: 'Cells', numQuestions: '3' });
      await page.reload();
      await page.getByRole('tab', { name: 'My Quizzes' }).click();
      await expect(page.getByTestId('quiz-card')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(violations).toEqual([]);
  });
}
