import { PLANNER_MESSAGES } from '../../src/shared/planner';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { AXE_WIDTHS, failOnce, holdRequest, localDate, origin, seriousAxeViolations } from './plan-support';

const NOTES_MD = [
  '# Biology revision notes',
  '',
  '# Cell structure',
  'Cells have a membrane, cytoplasm and a nucleus.',
  '',
  '# Photosynthesis',
  'Plants turn light, water and carbon dioxide into glucose.',
  '',
  '# Genetics',
  'Genes are stretches of DNA that code for proteins.',
].join('\n');

const notesFile = { name: 'biology-notes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES_MD) };

test('a planner is created with a file, shows every day to the exam with today marked, opens again and is deleted', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/ai-study-planner');
  await expect(page.getByRole('heading', { name: 'AI Study Planner', level: 1 })).toBeVisible();
  await expect(page.getByText('No planners yet.', { exact: false })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'New Study Plan' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close Form' })).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('region', { name: 'Create a Study Plan' });
  await form.getByRole('button', { name: 'Create Study Plan' }).click();
  await expect(toastText(page, PLANNER_MESSAGES.fieldsRequired)).toBeVisible();

  await form.getByLabel('Study material (optional)').setInputFiles(notesFile);
  await expect(form.getByTestId('planner-file')).toContainText('biology-notes.md');
  await expect(toastText(page, 'File added')).toBeVisible();
  await form.getByLabel('Subject').fill('Biology');
  await form.getByLabel('Goal').fill('Score an A in the final');
  await expect(form.getByLabel('Exam Date')).toHaveAttribute('min', localDate());
  await form.getByLabel('Exam Date').fill(localDate(6));

  // The first try fails (the daily limit): the toast names it and the form keeps everything.
  await failOnce(page, '**/api/planner', 'POST', 429, 'API limit reached: try again tomorrow.');
  await form.getByRole('button', { name: 'Create Study Plan' }).click();
  await expect(toastText(page, 'Failed to create study plan')).toBeVisible();
  await expect(toastText(page, 'API limit reached: try again tomorrow.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('Biology');
  await expect(form.getByTestId('planner-file')).toContainText('biology-notes.md');

  const release = await holdRequest(page, '**/api/planner', 'POST');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/planner'));
  await form.getByRole('button', { name: 'Create Study Plan' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ subject: 'Biology', goal: 'Score an A in the final', examDate: localDate(6), today: localDate() });
  expect(body.pdfContent).toContain('Photosynthesis');
  await expect(form.getByRole('button', { name: 'Creating Plan...' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();

  await expect(toastText(page, 'Study plan created')).toBeVisible();
  await expect(form).toBeHidden();
  const detail = page.getByRole('region', { name: 'Biology' });
  await expect(detail.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Weekly Goals' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Milestones' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Tips' })).toBeVisible();
  const legend = detail.getByRole('list', { name: 'Priority legend' });
  for (const label of ['High priority', 'Medium priority', 'Low priority']) await expect(legend.getByText(label)).toBeVisible();

  // Seven days, today to the exam, each with its real date; today is marked and in view.
  const days = detail.getByTestId('planner-day');
  await expect(days).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(days.nth(i).locator('time')).toHaveAttribute('datetime', localDate(i));
  await expect(days.first()).toHaveAttribute('aria-current', 'date');
  await expect(days.first().getByText('Today', { exact: true })).toBeInViewport();
  await expect(detail.getByRole('list', { name: 'Daily schedule' })).toContainText('Cell structure');
  const priorities = await days.evaluateAll((items) => items.map((item) => item.getAttribute('data-priority')));
  expect(priorities.every((priority) => ['high', 'medium', 'low'].includes(priority ?? ''))).toBe(true);
  // Colour is not the only cue: every day names its priority.
  for (let i = 0; i < 7; i += 1) await expect(days.nth(i)).toContainText(/(High|Medium|Low) priority/);

  // The list shows it; after a reload it opens from there, on /planner too.
  await page.goto('/planner');
  const item = page.getByRole('region', { name: 'Your Planners' }).getByRole('button', { name: /Biology/ });
  await expect(item).toContainText('6 days left');
  await expect(page.getByText('Select a planner to see its daily schedule.')).toBeVisible();
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('planner-day')).toHaveCount(7);

  await detail.getByRole('button', { name: 'Save to Notes' }).click();
  await expect(toastText(page, 'Saved to Notes')).toBeVisible();
  const notes = await (await page.request.get('/api/notes')).json();
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ subject: 'Biology' });
  expect(notes[0].title).toContain('Biology');

  await detail.getByRole('button', { name: 'Delete planner Biology' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this planner?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Planner deleted')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(page.getByText('Select a planner to see its daily schedule.')).toBeVisible();
  await expect(page.getByText('No planners yet.', { exact: false })).toBeVisible();
});

test('a later day of a plan is highlighted as today and scrolled into view', async ({ page }) => {
  await signUpViaApi(page);
  const response = await page.request.post('/api/planner', {
    headers: { origin: origin() },
    data: { subject: 'History', goal: 'Know the dates', examDate: localDate(20), today: localDate() },
  });
  expect(response.status(), await response.text()).toBe(201);
  // Fifteen days later, as the browser sees it.
  const later = new Date();
  later.setDate(later.getDate() + 15);
  later.setHours(12, 0, 0, 0);
  await page.clock.setFixedTime(later);
  await page.goto('/ai-study-planner');
  await page
    .getByRole('region', { name: 'Your Planners' })
    .getByRole('button', { name: /History/ })
    .click();
  const days = page.getByTestId('planner-day');
  await expect(days).toHaveCount(21);
  const today = page.locator('[data-testid="planner-day"][aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.locator('time')).toHaveAttribute('datetime', localDate(15));
  await expect(today).toBeInViewport();
  await expect(days.first()).not.toBeInViewport();
});

test('a refused file is named and not sent', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/ai-study-planner');
  await page.getByRole('button', { name: 'New Study Plan' }).click();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/planner/upload-file')) uploads += 1;
  });
  await page
    .getByLabel('Study material (optional)')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(toastText(page, 'Please upload a text file (.txt, .csv, .md) or PDF file.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('a session that ended while the page was open asks to sign in', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/planners', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
  );
  await page.goto('/ai-study-planner');
  await expect(page.getByRole('heading', { name: 'Please sign in to access Study Planner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/');
});

for (const width of AXE_WIDTHS) {
  test(`the planner with a plan open has no serious accessibility problems at ${width} px`, async ({ browser }) => {
    test.slow();
    const violations = await seriousAxeViolations(browser, width, async (page) => {
      const response = await page.request.post('/api/planner', {
        headers: { origin: origin() },
        data: { subject: 'Chemistry', goal: 'Pass the mock', examDate: localDate(9), today: localDate() },
      });
      expect(response.status(), await response.text()).toBe(201);
      await page.goto('/ai-study-planner');
      await page.getByRole('button', { name: 'New Study Plan' }).click();
      await page.getByRole('button', { name: /Chemistry/ }).click();
      await expect(page.getByTestId('planner-day')).toHaveCount(10);
    });
    expect(violations).toEqual([]);
  });
}
