import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { GeneratedStudyPlan } from '../../src/shared/study-plan';
import { STUDY_PLAN_MESSAGES } from '../../src/shared/study-plan';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { AXE_WIDTHS, failOnce, holdRequest, localDate, origin, seriousAxeViolations } from './plan-support';

/** Generates and saves a plan through the API, as the screen would. */
async function seedPlan(page: Page, subjects: string): Promise<void> {
  const generated = await page.request.post('/api/study-plans/generate', { headers: { origin: origin() }, data: { subjects } });
  expect(generated.status(), await generated.text()).toBe(200);
  const plan = (await generated.json()) as GeneratedStudyPlan;
  const saved = await page.request.post('/api/study-plans', { headers: { origin: origin() }, data: plan });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('a study plan is generated, saved and downloaded, and the last 3 saved plans are listed', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/dashboard/study-plans');
  await expect(page.getByRole('heading', { name: 'Study Plans', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Create a Study Plan' });
  await expect(form.getByLabel('Grade/Level')).toHaveValue('High School');
  await expect(form.getByLabel('Hours per Day')).toHaveValue('2');
  await expect(form.getByLabel('Duration')).toHaveValue('4 weeks');
  await expect(form.getByLabel('Difficulty')).toHaveValue('intermediate');
  await expect(form.getByRole('button', { name: 'Save Plan' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Download' })).toBeDisabled();
  await expect(page.getByText('No saved plans yet.', { exact: false })).toBeVisible();

  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(toastText(page, STUDY_PLAN_MESSAGES.subjectsRequired)).toBeVisible();

  await form.getByLabel('Subjects').fill(' Algebra, Chemistry ,');
  await form.getByLabel('Goals (optional)').fill('Score 90% in the boards');

  // A failed generation keeps the form: Generate again retries it.
  await failOnce(page, '**/api/study-plans/generate', 'POST', 429, 'API limit reached: try again tomorrow.');
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(toastText(page, 'Failed to generate study plan')).toBeVisible();
  await expect(form.getByLabel('Subjects')).toHaveValue(' Algebra, Chemistry ,');

  const release = await holdRequest(page, '**/api/study-plans/generate', 'POST');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/study-plans/generate'));
  await form.getByRole('button', { name: 'Generate' }).click();
  expect((await sent).postDataJSON()).toEqual({
    gradeLevel: 'High School',
    subjects: ['Algebra', 'Chemistry'],
    examDate: null,
    hoursPerDay: 2,
    duration: '4 weeks',
    difficulty: 'intermediate',
    goals: 'Score 90% in the boards',
    today: localDate(),
  });
  await expect(form.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save Plan' })).toBeDisabled();
  release();

  const result = page.getByRole('region', { name: 'High School study plan: Algebra and Chemistry' });
  await expect(result).toBeVisible();
  const plan = result.getByTestId('study-plan');
  for (const week of [1, 2, 3, 4]) await expect(plan.getByRole('heading', { name: `Week ${week}`, exact: true })).toBeVisible();
  await expect(plan.getByRole('heading', { level: 3 }).first()).toContainText(/hour/);
  await expect(plan).toContainText('Algebra');
  await expect(plan).toContainText('Chemistry');

  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(`study-plan-algebra-and-chemistry-${localDate()}.md`);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('# High School study plan: Algebra and Chemistry');
  expect(text).toContain('## Week 4');
  expect(text).toContain('**Goals:** Score 90% in the boards');

  await failOnce(page, '**/api/study-plans', 'POST', 400, 'There is no plan to save. Generate a study plan first.');
  await form.getByRole('button', { name: 'Save Plan' }).click();
  await expect(toastText(page, 'Failed to save study plan')).toBeVisible();
  await form.getByRole('button', { name: 'Save Plan' }).click();
  await expect(toastText(page, 'Study plan saved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save Plan' })).toBeDisabled();
  const saved = page.getByRole('list', { name: 'Saved study plans' });
  await expect(saved.getByTestId('saved-plan')).toHaveCount(1);
  await expect(saved).toContainText('High School study plan: Algebra and Chemistry');

  await result.getByRole('button', { name: 'Save to Notes' }).click();
  await expect(toastText(page, 'Saved to Notes')).toBeVisible();
  const notes = await (await page.request.get('/api/notes')).json();
  expect(notes.map((note: { title: string }) => note.title)).toEqual(['High School study plan: Algebra and Chemistry']);

  // Three more: the list keeps the newest 3.
  for (const subjects of ['Physics', 'History', 'Biology']) await seedPlan(page, subjects);
  await page.reload();
  await expect(saved.getByTestId('saved-plan')).toHaveCount(3);
  await expect(saved.getByTestId('saved-plan').first()).toContainText('Biology');
  await expect(saved).not.toContainText('Algebra');

  await saved.getByRole('button', { name: 'View Plan: High School study plan: Physics' }).click();
  const physics = page.getByRole('region', { name: 'High School study plan: Physics' });
  await expect(physics.getByText('Saved plan', { exact: true })).toBeVisible();
  await expect(physics.getByTestId('study-plan')).toContainText('Physics');

  const [fromList] = await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('button', { name: 'Download: High School study plan: History' }).click(),
  ]);
  expect(fromList.suggestedFilename()).toBe(`study-plan-history-${localDate()}.md`);
  expect(await readFile(await fromList.path(), 'utf8')).toContain('# High School study plan: History');

  // Delete asks first, then the next older plan takes the freed place in the last 3.
  await saved.getByRole('button', { name: 'Delete: High School study plan: Biology' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Study Plan' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Study plan deleted')).toBeVisible();
  await expect(saved).not.toContainText('Biology');
  await expect(saved.getByTestId('saved-plan')).toHaveCount(3);
  await expect(saved).toContainText('Algebra');
});

test('/dashboard/study-plan shows the same section and a target date shapes the plan', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard/study-plan');
  const form = page.getByRole('region', { name: 'Create a Study Plan' });
  await form.getByLabel('Subjects').fill('Geometry');
  await form.getByLabel('Target Date (optional)').fill(localDate(9));
  await form.getByRole('button', { name: 'Generate' }).click();
  const plan = page.getByTestId('study-plan');
  await expect(plan).toContainText(`**Target date:** ${localDate(9)}`.replace(/\*\*/g, ''));
  await expect(plan.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Week 3', exact: true })).toHaveCount(0);
});

for (const width of AXE_WIDTHS) {
  test(`the Study Plans section with a plan has no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page) => {
      await seedPlan(page, 'Economics');
      await page.goto('/dashboard/study-plans');
      await page.getByRole('button', { name: 'View Plan: High School study plan: Economics' }).click();
      await expect(page.getByTestId('study-plan')).toContainText('Week 1');
    });
    expect(violations).toEqual([]);
  });
}
