import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { AXE_WIDTHS, createQuiz, expectNoSidewaysScroll, FORMULA_TEXT, seriousAxeViolations } from './quiz-support';

const origin = () => test.info().project.use.baseURL!;

async function openQuizSection(page: Page, path = '/dashboard/quiz') {
  await signUpViaApi(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Quiz Generator', level: 1 })).toBeVisible();
}

const questionCards = (page: Page) => page.getByTestId('question-card');
const savedQuizzes = (page: Page) => page.getByTestId('saved-quiz');

async function generate(page: Page, text: string, count: string) {
  await page.getByLabel('Content').fill(text);
  await page.getByLabel('Number of Questions').fill(count);
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(questionCards(page)).toHaveCount(Number(count));
}

test('the checks before generating, submitting and saving show the spec’s messages', async ({ page }) => {
  await openQuizSection(page);
  await expect(page.getByLabel('Number of Questions')).toHaveAttribute('placeholder', '5–20');
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(toastText(page, 'No quiz to save. Please generate a quiz first.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, 'Please enter content to generate quiz from.')).toBeVisible();
  await page.getByLabel('Content').fill(FORMULA_TEXT);
  await page.getByLabel('Number of Questions').fill('25');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, 'Please enter a number between 1 and 20 for questions.')).toBeVisible();
  await page.getByRole('button', { name: 'From Notes' }).click();
  await expect(toastText(page, 'Please create some notes first using the Summarizer.')).toBeVisible();
  await expect(page.getByText('No saved quizzes yet. Generate one and press Save Quiz.')).toBeVisible();
});

test('a quiz from pasted text is answered, submitted with marks and a score, saved, and reviewed from the last 3', async ({ page }) => {
  test.slow();
  await openQuizSection(page);
  await generate(page, FORMULA_TEXT, '3');
  await expect(questionCards(page).first().locator('.katex').first()).toBeVisible();
  await expect(questionCards(page).first().getByText('Question 1')).toBeVisible();

  await questionCards(page).nth(0).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(toastText(page, 'Incomplete Quiz')).toBeVisible();
  await expect(toastText(page, 'Please answer all 3 questions before submitting.')).toBeVisible();

  await questionCards(page).nth(1).getByRole('radio').nth(0).check();
  await questionCards(page).nth(2).getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Score: \d+%/ })).toBeVisible();
  // Each question marks its right option; a wrong choice is marked too.
  await expect(page.getByRole('img', { name: 'Correct answer' })).toHaveCount(3);
  const wrongMarks = await page.getByRole('img', { name: 'Your answer, incorrect' }).count();
  await expect(page.getByRole('status').filter({ hasText: `(${3 - wrongMarks} of 3 correct)` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Quiz' })).toHaveCount(0);
  await expect(questionCards(page).first().getByRole('radio').first()).toBeDisabled();

  await page.getByLabel('Quiz Title (optional)').fill('Relativity check');
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(toastText(page, 'Quiz Saved')).toBeVisible();
  await expect(
    savedQuizzes(page)
      .filter({ hasText: 'Relativity check' })
      .getByRole('button', { name: /^Review/ }),
  ).toBeVisible();

  // A second quiz saved without a title gets the default 'Quiz - {date}' and is taken later.
  await generate(page, FORMULA_TEXT, '2');
  await expect(page.getByLabel('Quiz Title (optional)')).toHaveValue('');
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(toastText(page, 'Quiz Saved')).toBeVisible();
  const untitled = savedQuizzes(page).filter({ hasText: /^Quiz - / });
  await expect(untitled.getByRole('button', { name: /^Take Quiz/ })).toBeVisible();
  await expect(savedQuizzes(page).first()).toContainText('Quiz - ');

  // Review opens the earlier answers, marked.
  await savedQuizzes(page)
    .filter({ hasText: 'Relativity check' })
    .getByRole('button', { name: /^Review/ })
    .click();
  await expect(questionCards(page)).toHaveCount(3);
  await expect(page.getByLabel('Quiz Title (optional)')).toHaveValue('Relativity check');
  await expect(questionCards(page).nth(0).getByRole('radio').nth(1)).toBeChecked();
  await expect(questionCards(page).nth(2).getByRole('radio').nth(2)).toBeChecked();
  await expect(page.getByRole('img', { name: 'Correct answer' })).toHaveCount(3);

  // Take Quiz opens the unsaved answers of the other one.
  await untitled.getByRole('button', { name: /^Take Quiz/ }).click();
  await expect(questionCards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Submit Quiz' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(0);
});

test('From Notes loads the newest note’s text, and /dashboard/quiz-generator shows the same section', async ({ page }) => {
  await openQuizSection(page, '/dashboard/quiz-generator');
  for (const [title, content] of [
    ['Older', '<p>Older note text.</p>'],
    ['Newer', '<p>Photosynthesis turns light into chemical energy.</p>'],
  ]) {
    const response = await page.request.post('/api/notes', { headers: { origin: origin() }, data: { title, content } });
    expect(response.status()).toBe(201);
  }
  await page.getByRole('button', { name: 'From Notes' }).click();
  await expect(page.getByLabel('Content')).toHaveValue('Photosynthesis turns light into chemical energy.');
});

test('only the last 3 saved quizzes are listed', async ({ page }) => {
  await openQuizSection(page);
  for (const topic of ['First', 'Second', 'Third', 'Fourth']) await createQuiz(page, { text: FORMULA_TEXT, topic, numQuestions: '1' });
  await page.reload();
  await expect(savedQuizzes(page)).toHaveCount(3);
  await expect(page.getByText('Your last 3 saved quizzes.')).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the dashboard quiz section has no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/dashboard/quiz');
      await expect(page.getByText('No saved quizzes yet. Generate one and press Save Quiz.')).toBeVisible();
      await check();
      await generate(page, FORMULA_TEXT, '2');
      await questionCards(page).nth(0).getByRole('radio').nth(0).check();
      await questionCards(page).nth(1).getByRole('radio').nth(0).check();
      await expectNoSidewaysScroll(page);
      await check();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(page.getByRole('img', { name: 'Correct answer' })).toHaveCount(2);
      await page.getByRole('button', { name: 'Save Quiz' }).click();
      await expect(savedQuizzes(page)).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(violations).toEqual([]);
  });
}

test('the quick quiz is reachable from the dashboard and the Quiz Generator, and links back', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Quick quiz from your notes or pasted text' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quiz$/);
  await expect(page.getByLabel('Content')).toBeVisible();
  await page.getByRole('link', { name: 'full Quiz Generator' }).click();
  await expect(page).toHaveURL(/\/quiz-generator$/);
  await page.getByRole('link', { name: 'Open the quick quiz' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quiz$/);
  await expect(page.getByRole('button', { name: 'From Notes' })).toBeVisible();
});
