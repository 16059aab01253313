import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, completeQuiz, createQuiz, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

const PLANTS =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Mitochondria are the organelles where cellular respiration releases energy from glucose. ' +
  'Stomata are small pores on the leaf that let carbon dioxide in and oxygen out.';

/** A quiz on the plants text under the subject Biology, handed in (unanswered questions count as wrong). */
async function answerQuiz(page: Page) {
  const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
  return completeQuiz(
    page,
    quiz.id,
    quiz.questions.map(() => null),
  );
}

test('a student answers a quiz and sees its concepts on /progress, by subject, with where they came from', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('No concepts yet.')).toBeVisible();

  const quiz = await answerQuiz(page);
  await page.goto('/progress');
  const biology = page.getByRole('region', { name: 'Biology' });
  await expect(biology).toBeVisible();
  const rows = biology.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  await expect(first).toContainText(/(Attempted|Familiar|Proficient|Mastered) · \d+% mastery/);
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(first.getByRole('link', { name: `Quiz: ${quiz.title}` })).toHaveAttribute('href', `/quiz/${quiz.id}`);

  // Practise builds a quiz on that concept from its own material and opens it.
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: `Practise ${name}` }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Weak spots — ${name}` })).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`/progress has no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/progress');
      await expect(page.getByText('No concepts yet.')).toBeVisible();
      await check();
      await answerQuiz(page);
      await page.goto('/progress');
      await expect(page.getByRole('region', { name: 'Biology' }).getByRole('listitem').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
