import type { Page } from '@playwright/test';
import { expect, test, toastText } from './fixtures';
import { AXE_WIDTHS, completeQuiz, createQuiz, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

const PLANTS =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Stomata are small pores on the leaf that let carbon dioxide in and oxygen out.';

/** A handed-in Biology quiz on the plants text, then /progress with its concepts. */
async function progressWithConcepts(page: Page) {
  const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
  await completeQuiz(
    page,
    quiz.id,
    quiz.questions.map(() => null),
  );
  await page.goto('/progress');
  const rows = page.getByRole('region', { name: 'Biology' }).getByRole('listitem');
  await expect(rows.nth(1)).toBeVisible();
  return rows;
}

const evidenceOf = async (row: ReturnType<Page['getByRole']>) => Number(/(\d+) pieces? of evidence/.exec((await row.textContent())!)![1]);

const conceptName = async (row: ReturnType<Page['getByRole']>) => (await row.getByRole('heading', { level: 3 }).textContent())!.trim();

for (const width of AXE_WIDTHS) {
  test(`a student renames a concept and merges another into it on /progress at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      const rows = await progressWithConcepts(page);
      const before = await rows.count();
      const first = await conceptName(rows.first());
      const second = await conceptName(rows.nth(1));
      const evidence = (await evidenceOf(rows.first())) + (await evidenceOf(rows.nth(1)));

      await rows
        .first()
        .getByRole('button', { name: `Edit ${first}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Edit “${first}”` });
      await expect(dialog).toBeVisible();
      await check();
      await dialog.getByLabel('Name').fill('   ');
      await expect(dialog.getByText('Please enter a name for the concept.')).toBeVisible();
      await dialog.getByLabel('Name').fill('Light reactions');
      await dialog.getByRole('button', { name: 'Rename' }).click();
      await expect(toastText(page, 'Renamed to Light reactions')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Light reactions', level: 3 })).toBeVisible();

      const secondRow = page
        .getByRole('region', { name: 'Biology' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: second, exact: true }) });
      await secondRow.getByRole('button', { name: `Edit ${second}` }).click();
      const merge = page.getByRole('dialog', { name: `Edit “${second}”` });
      await merge.getByLabel('Merge into').selectOption({ label: 'Light reactions' });
      await merge.getByRole('button', { name: 'Merge' }).click();
      await expect(toastText(page, 'Merged into Light reactions')).toBeVisible();
      await expect(page.getByRole('heading', { name: second, exact: true, level: 3 })).toBeHidden();
      await expect(rows).toHaveCount(before - 1);
      const merged = rows.filter({ has: page.getByRole('heading', { name: 'Light reactions', level: 3 }) });
      await expect(merged).toContainText(`${evidence} pieces of evidence`);
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
