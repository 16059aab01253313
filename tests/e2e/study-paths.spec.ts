import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from '@playwright/test';
import { type SavedStudyPath, SAVED_PATH_MESSAGES, STUDY_PATH_MESSAGES } from '../../src/shared/study-path';
import { expect, signUpViaApi, test, toastText } from './fixtures';

const origin = () => test.info().project.use.baseURL!;

async function seedPath(page: Page, topic: string, difficulty = 'advanced'): Promise<SavedStudyPath> {
  const response = await page.request.post('/api/study-paths', { headers: { origin: origin() }, data: { topic, difficulty } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedStudyPath;
}

async function openList(page: Page) {
  await page.goto('/study-paths');
  await expect(page.getByRole('heading', { name: 'Study Paths', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading study paths' })).toBeHidden();
}

/** Radix's toast region is hidden from the accessibility tree while a modal dialog is open: find toasts by text. */
const card = (page: Page, topic: string) => page.getByRole('article', { name: topic, exact: true });
const stepBox = (page: Page, number: number) => page.getByRole('checkbox', { name: `Mark step ${number} as completed` });

/** Holds the first request matching `url` and `method` until `release` is called. */
async function holdRequest(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.continue();
  };
  await page.route(url, handler, { times: 1 });
  return release;
}

test('a path is created from the dialog, ticked step by step to 100 % and congratulates', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  const releaseList = await holdRequest(page, '**/api/study-paths', 'GET');
  await page.goto('/study-paths');
  await expect(page.getByText('AI-generated learning roadmaps with free resources from beginner to advanced')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading study paths' })).toBeVisible();
  await expect(page.getByTestId('study-path-skeleton')).toHaveCount(3);
  releaseList();
  await expect(page.getByRole('heading', { name: 'No Study Paths Yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Your First Study Path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Study Path' });
  await expect(dialog.getByLabel('Level')).toHaveValue('beginner');
  await expect(dialog.getByLabel('Topic')).toHaveAttribute('required', '');
  await dialog.getByLabel('Topic').fill('  Photosynthesis  ');
  await dialog.getByLabel('Level').selectOption('advanced');

  const releaseCreate = await holdRequest(page, '**/api/study-paths', 'POST');
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/study-paths'));
  await dialog.getByRole('button', { name: 'Create Study Path' }).click();
  expect((await created).postDataJSON()).toEqual({ topic: 'Photosynthesis', difficulty: 'advanced' });
  await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  releaseCreate();

  await expect(toastText(page, 'Study Path Created!')).toBeVisible();
  await expect(toastText(page, 'Your personalized learning roadmap is ready.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const photosynthesis = card(page, 'Photosynthesis');
  await expect(photosynthesis.getByText('Advanced', { exact: true })).toBeVisible();
  await expect(photosynthesis.getByTestId('path-status')).toHaveText('Not Started');
  await expect(photosynthesis.getByTestId('path-percent')).toHaveText('0%');
  await expect(photosynthesis.getByTestId('path-completed')).toHaveText('0/5 completed');
  await expect(photosynthesis.getByText('5 steps', { exact: true })).toBeVisible();
  await expect(photosynthesis.getByText('40 hours', { exact: true })).toBeVisible();
  await expect(photosynthesis.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // The dialog was reset: empty topic, beginner again.
  await page.getByRole('button', { name: 'Create Study Path' }).click();
  await expect(dialog.getByLabel('Topic')).toHaveValue('');
  await expect(dialog.getByLabel('Level')).toHaveValue('beginner');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await photosynthesis.getByRole('link', { name: 'Photosynthesis' }).click();
  await expect(page).toHaveURL(/\/study-path\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Photosynthesis', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'All Study Paths' })).toHaveAttribute('href', '/study-paths');
  await expect(page.getByTestId('path-hours')).toHaveText('40 hours');
  await expect(page.getByTestId('path-total')).toHaveText('5');
  await expect(page.getByRole('heading', { name: 'Learning Roadmap' })).toBeVisible();
  const steps = page.getByTestId('roadmap-step');
  await expect(steps).toHaveCount(5);
  await expect(steps.first().getByRole('heading', { name: 'Step 1: Advanced theory of Photosynthesis' })).toBeVisible();
  await expect(steps.first().getByText('8 hours')).toBeVisible();
  await expect(steps.first().getByRole('heading', { name: 'Learning Resources' })).toBeVisible();

  // Every resource link opens in a new tab, labelled by its type.
  const resources = page.getByTestId('path-resource');
  expect(await resources.count()).toBeGreaterThan(5);
  for (const resource of await resources.all()) {
    const type = await resource.getAttribute('data-type');
    const link = resource.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveText(type === 'youtube' ? 'Watch' : type === 'practice' ? 'Practice' : 'Read');
  }
  await expect(page.getByRole('link', { name: /^Watch: / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read: / }).first()).toBeVisible();

  const percent = page.getByTestId('path-percent');
  const status = page.getByRole('main').getByTestId('path-status');
  await expect(percent).toHaveText('0%');
  await expect(status).toHaveText('Not Started');

  await stepBox(page, 1).check();
  await expect(percent).toHaveText('20%');
  await expect(status).toHaveText('In Progress');
  await expect(toastText(page, 'Progress Updated')).toBeVisible();
  await expect(toastText(page, 'Your learning progress has been saved.')).toBeVisible();
  await expect(page.getByTestId('path-completed')).toHaveText('1/5');

  // Saved at once: a reload shows the tick.
  await page.reload();
  await expect(stepBox(page, 1)).toBeChecked();
  await expect(percent).toHaveText('20%');

  for (const number of [2, 3, 4]) await stepBox(page, number).check();
  await expect(percent).toHaveText('80%');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeHidden();
  await stepBox(page, 5).check();
  await expect(percent).toHaveText('100%');
  await expect(status).toHaveText('Completed');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();

  await stepBox(page, 3).uncheck();
  await expect(percent).toHaveText('80%');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeHidden();
  await stepBox(page, 3).check();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();

  await page.getByRole('link', { name: 'Explore More Study Paths' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/study-paths');
  await expect(photosynthesis.getByTestId('path-status')).toHaveText('Completed');
  await expect(photosynthesis.getByTestId('path-percent')).toHaveText('100%');
  await expect(photosynthesis.getByTestId('path-completed')).toHaveText('5/5 completed');
});

test('a blank topic shows Topic Required and sends nothing', async ({ page }) => {
  await signUpViaApi(page);
  await openList(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/study-paths')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Create Study Path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Study Path' });
  await dialog.getByLabel('Topic').fill('   ');
  await dialog.getByLabel('Topic').press('Enter');
  await expect(toastText(page, 'Topic Required')).toBeVisible();
  await expect(toastText(page, STUDY_PATH_MESSAGES.topicRequired)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
});

test('a refused creation shows the server message and keeps the dialog open', async ({ page }) => {
  await signUpViaApi(page);
  // The Free plan's 15 generations of the day, spent before the dialog asks for one more.
  for (let i = 1; i <= 15; i += 1) await seedPath(page, `Topic ${i}`);
  await openList(page);
  await page.getByRole('button', { name: 'Create Study Path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Study Path' });
  await dialog.getByLabel('Topic').fill('Astronomy');
  await dialog.getByRole('button', { name: 'Create Study Path' }).click();
  await expect(toastText(page, /^API limit reached/)).toBeVisible();
  await expect(dialog.getByLabel('Topic')).toHaveValue('Astronomy');
  await expect(dialog.getByRole('button', { name: 'Create Study Path' })).toBeEnabled();
});

test('a tick that cannot be saved is taken back with a toast', async ({ page }) => {
  await signUpViaApi(page);
  const path = await seedPath(page, 'Chess');
  await page.goto(`/study-path/${path.id}`);
  await expect(stepBox(page, 2)).not.toBeChecked();
  // Gone on the server (deleted from another tab): the next save answers 404.
  expect((await page.request.delete(`/api/study-paths/${path.id}`, { headers: { origin: origin() } })).status()).toBe(200);
  await stepBox(page, 2).click();
  await expect(toastText(page, SAVED_PATH_MESSAGES.notFound)).toBeVisible();
  await expect(stepBox(page, 2)).not.toBeChecked();
});

test('a path is deleted after confirmation', async ({ page }) => {
  await signUpViaApi(page);
  await seedPath(page, 'Chess');
  await seedPath(page, 'Music theory');
  await openList(page);
  await card(page, 'Chess').getByRole('button', { name: 'Delete Chess' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Study Path' });
  await expect(confirm).toContainText('Chess');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Chess')).toBeVisible();
  await card(page, 'Chess').getByRole('button', { name: 'Delete Chess' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Study Path Deleted')).toBeVisible();
  await expect(card(page, 'Chess')).toBeHidden();
  await expect(card(page, 'Music theory')).toBeVisible();
});

test('an unknown path and a missing id say so, with the ways back', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/study-path/01900000-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error Loading Study Path' })).toBeVisible();
  await expect(page.getByText('Study path not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  await page.goto('/study-path');
  await expect(page.getByRole('heading', { name: 'Study Path Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'All Study Paths' }).first().click();
  await expect(page.getByRole('heading', { name: 'Study Paths', level: 1 })).toBeVisible();
});

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/** The list with a card and its dialog, and a path half done, checked by axe; nothing wider than the screen. */
async function checkScreens(browser: Browser, width: number) {
  // A page from browser.newContext(), which @axe-core/playwright needs.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await signUpViaApi(page);
    const path = await seedPath(page, 'Linear algebra', 'beginner');
    await openList(page);
    await expect(card(page, 'Linear algebra')).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Study Path' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Study Path' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/study-path/${path.id}`);
    await stepBox(page, 1).check();
    await expect(page.getByTestId('path-percent')).toHaveText('14%');
    expect(await fits()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    for (let i = 2; i <= path.totalSteps; i += 1) await stepBox(page, i).check();
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const width of [1280, 390]) {
  test(`the study path screens have no serious accessibility problems (${width} px)`, async ({ browser }) => {
    test.slow(); // axe analyses the whole page, three times
    await checkScreens(browser, width);
  });
}
