import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { QuizAnswer, QuizView } from '../../src/shared/quiz';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { AXE_WIDTHS, answerKey, createQuiz, expectNoSidewaysScroll, FORMULA_TEXT, fetchQuiz, seriousAxeViolations } from './quiz-support';

const jump = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: new RegExp(`^Question ${n}\\b`) });

/** Answers the current question: an option index for mcq (radios), text otherwise. */
async function answer(page: Page, value: QuizAnswer) {
  if (typeof value === 'number') await page.getByRole('main').getByRole('radio').nth(value).check();
  else await page.getByRole('main').getByRole('textbox').fill(String(value));
}

/** Answers every question in order with Next, then submits from the last one. */
async function answerAllAndSubmit(page: Page, answers: QuizAnswer[]) {
  await jump(page, 1).click();
  for (const [i, value] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${answers.length}`)).toBeVisible();
    await answer(page, value);
    if (i < answers.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
}

async function formulaQuiz(page: Page): Promise<QuizView> {
  await signUpViaApi(page);
  return createQuiz(page, { text: FORMULA_TEXT, topic: 'Relativity', difficulty: 'medium', numQuestions: '5' });
}

test('a quiz is taken one question at a time with jump buttons, checked for gaps, submitted and reviewed', async ({ page }) => {
  test.slow();
  const quiz = await formulaQuiz(page);
  await page.goto(`/quiz/${quiz.id}`);
  await expect(page.getByRole('heading', { name: quiz.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Relativity', { exact: true })).toBeVisible();
  await expect(page.getByText('Medium', { exact: true })).toBeVisible();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByText('0 min')).toBeVisible();
  // The formula in the question is typeset by KaTeX, not shown as dollar signs.
  await expect(page.getByRole('main').locator('.katex').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('$E = mc^2$')).toHaveCount(0);
  await expect(page.getByText('Multiple Choice', { exact: true })).toBeVisible();

  await jump(page, 3).click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await expect(jump(page, 3)).toHaveAttribute('data-state', 'current');
  await expect(jump(page, 1)).toHaveAttribute('data-state', 'open');
  await answer(page, quiz.questions[2]!.type === 'mcq' ? 0 : 'Light');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(jump(page, 3)).toHaveAttribute('data-state', 'answered');
  await expect(jump(page, 3)).toHaveClass(/bg-green-700/);
  await expect(jump(page, 2)).toHaveClass(/bg-black/);
  const written = quiz.questions.findIndex((q) => q.type !== 'mcq');
  await jump(page, written + 1).click();
  await expect(
    page.getByText(quiz.questions[written]!.type === 'short_answer' ? 'Short Answer' : 'Practical', { exact: true }),
  ).toBeVisible();
  if (quiz.questions[written]!.type === 'short_answer')
    await expect(page.getByRole('main').getByRole('textbox')).toHaveAttribute('rows', '6');

  await jump(page, 5).click();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(toastText(page, 'Incomplete Quiz')).toBeVisible();
  await expect(toastText(page, 'You have 4 unanswered questions. Please answer all questions before submitting.')).toBeVisible();

  const first = quiz.questions.map((q) => (q.type === 'mcq' ? 0 : 'Energy and mass.'));
  await answerAllAndSubmit(page, first);
  await expect(toastText(page, 'Quiz Completed!')).toBeVisible();
  await expect(toastText(page, /^You scored \d+% - .+/)).toBeVisible();
  const result = await fetchQuiz(page, quiz.id);
  if (!result.completed) throw new Error('not completed');
  await expect(page.getByText(`${result.score}%`, { exact: true })).toBeVisible();
  await expect(page.getByText(result.evaluation.overallFeedback, { exact: true })).toBeVisible();
  const items = page.getByTestId('feedback-item');
  await expect(page.getByRole('heading', { name: 'Detailed Feedback' })).toBeVisible();
  await expect(items).toHaveCount(5);
  for (const [i, entry] of result.evaluation.feedback.entries()) {
    await expect(items.nth(i).getByRole('img', { name: entry.correct ? 'Correct' : 'Incorrect', exact: true })).toBeVisible();
    await expect(items.nth(i).getByText('Correct answer:')).toBeVisible();
  }
  // The source passage is rendered too: its formula typeset, not left as dollar signs.
  await expect(items.first().locator('blockquote .katex').first()).toBeVisible();
  await expect(items.first().locator('blockquote')).not.toContainText('$E');

  // The result exports as Anki cards: one tab-separated question and answer per line.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export for Anki (TSV)' }).click()]);
  const cards = (await readFile((await download.path())!, 'utf8')).split('\n').filter((line) => line && !line.startsWith('#'));
  expect(cards).toHaveLength(5);
  expect(cards.every((line) => line.split('\t').length === 2)).toBe(true);
  expect(download.suggestedFilename()).toMatch(/\.tsv$/);
  await expect(page.getByRole('link', { name: 'Export Markdown' })).toHaveAttribute('href', `/api/quizzes/${quiz.id}/export?format=md`);

  // Reopened, a completed quiz shows its stored result straight away.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByTestId('feedback-item')).toHaveCount(5);
  await expect(page.getByRole('main').getByRole('link', { name: 'My Quizzes' })).toHaveAttribute('href', '/quiz-generator?tab=my-quizzes');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
});

test('the result icon follows the score band, and Retake Quiz starts again at question 1 with no answers', async ({ page }) => {
  test.slow(); // four rounds of five questions
  const quiz = await formulaQuiz(page);
  await page.goto(`/quiz/${quiz.id}`);
  await answerAllAndSubmit(
    page,
    quiz.questions.map((q) => (q.type === 'mcq' ? 0 : 'x')),
  );
  const stored = await fetchQuiz(page, quiz.id);
  const { right, wrong } = answerKey(stored);
  const mix = (rightCount: number) => right.map((value, i) => (i < rightCount ? value : wrong[i]!));
  for (const [answers, band, label] of [
    [right, 'high', 'Trophy: 80% or more'],
    [mix(3), 'middle', 'Check: 60% to 79%'],
    [wrong, 'low', 'Cross: below 60%'],
  ] as const) {
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(jump(page, 1)).toHaveAttribute('data-state', 'current');
    for (const n of [2, 3, 4, 5]) await expect(jump(page, n)).toHaveAttribute('data-state', 'open');
    await answerAllAndSubmit(page, [...answers]);
    await expect(page.getByTestId('result-icon')).toHaveAttribute('data-band', band);
    await expect(page.getByRole('img', { name: label })).toBeVisible();
  }
  // Practice retakes leave the stored result alone.
  expect((await fetchQuiz(page, quiz.id)).score).toBe(stored.score);
});

test('an unknown quiz shows Quiz Not Found with a way back to the dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/quiz/0190a1b2-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
  await expect(page.getByText("The quiz you're looking for doesn't exist or may have been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

for (const width of AXE_WIDTHS) {
  test(`the quiz page and its result have no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page, check) => {
      const quiz = await createQuiz(page, { text: FORMULA_TEXT, numQuestions: '3', difficulty: 'easy' });
      await page.goto(`/quiz/${quiz.id}`);
      await expect(page.getByText('Question 1 of 3')).toBeVisible();
      await page.getByRole('main').getByRole('radio').first().check();
      await expect(page.getByRole('main').locator('.katex').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
      await answerAllAndSubmit(page, [0, 0, 0]);
      await expect(page.getByTestId('feedback-item')).toHaveCount(3);
      await expectNoSidewaysScroll(page);
      await check();
      await page.goto('/quiz/0190a1b2-0000-7000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
      await check();
    });
    expect(violations).toEqual([]);
  });
}
