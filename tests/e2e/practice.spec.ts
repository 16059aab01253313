import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, completeQuiz, createQuiz, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

// "Make cards from my mistakes" after a quiz, and "Practice my weak spots" on /progress (decision 069).

const PLANTS =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Mitochondria are the organelles where cellular respiration releases energy from glucose. ' +
  'Stomata are small pores on the leaf that let carbon dioxide in and oxygen out.';

/** A Biology quiz on the plants text, handed in unanswered: every question is a mistake. */
async function quizWithMistakes(page: Page) {
  const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'easy', numQuestions: '4' });
  const done = await completeQuiz(
    page,
    quiz.id,
    quiz.questions.map(() => null),
  );
  return { quiz: done, mistakes: quiz.questions.length };
}

async function makeMistakeCards(page: Page, title: string, mistakes: number) {
  await page.getByRole('button', { name: 'Make cards from my mistakes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${mistakes} cards made from your mistakes.` })).toBeVisible();
  return page.getByRole('link', { name: `Open the deck “Mistakes — ${title}”` });
}

test('a student makes cards from a quiz’s mistakes in one click and opens the deck; a second click adds none', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  const { quiz, mistakes } = await quizWithMistakes(page);
  expect(mistakes).toBeGreaterThan(1);
  await page.goto(`/quiz/${quiz.id}`);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  const deckLink = await makeMistakeCards(page, quiz.title, mistakes);
  await deckLink.click();
  await expect(page).toHaveURL(/\/flashcards\?deck=/);
  await expect(page.getByRole('button', { name: new RegExp(`Mistakes — .*${mistakes} cards`) })).toBeVisible();
  await expect(page.getByTestId('flashcard')).toHaveCount(mistakes);

  // Back on the quiz: asked again, the cards are there already and none is added.
  await page.goto(`/quiz/${quiz.id}`);
  await page.getByRole('button', { name: 'Make cards from my mistakes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your mistakes have their cards already.' })).toBeVisible();
  await page.getByRole('link', { name: /Open the deck/ }).click();
  await expect(page.getByTestId('flashcard')).toHaveCount(mistakes);
});

test('on /progress, “Practice my weak spots” makes a quiz on the weakest concepts and opens it', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await quizWithMistakes(page);
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: 'Biology' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Practice my weak spots' }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Weak spots — / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Next|Submit Quiz)$/ })).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`mistake cards and weak spots have no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      const { quiz, mistakes } = await quizWithMistakes(page);
      await page.goto(`/quiz/${quiz.id}`);
      await expect(page.getByRole('button', { name: 'Make cards from my mistakes' })).toBeVisible();
      await check();
      await expect(await makeMistakeCards(page, quiz.title, mistakes)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
      await page.goto('/progress');
      await expect(page.getByRole('button', { name: 'Practice my weak spots' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
      await page.getByRole('button', { name: 'Practice my weak spots' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Weak spots — / })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
