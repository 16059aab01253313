import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DOUBT_MESSAGES } from '../../src/shared/doubt';

/** The screen's toasts and notices, in English. */
const DOUBT_TOASTS = {
  questionRequiredTitle: 'Question Required',
  limitTitle: 'API Limit Reached',
  limit: "You've reached your daily doubt solving limit. Upgrade your plan to continue.",
  authTitle: 'Authentication Error',
  auth: 'Please sign in to use the doubt solver.',
  errorTitle: 'Error',
  solvedTitle: 'Doubt Resolved!',
  solved: 'Your doubt has been explained step-by-step.',
  saved: 'The solution has been saved to your notes.',
} as const;
import { expect, holdRequests, signUpViaApi, test, toastText } from './fixtures';

const origin = () => test.info().project.use.baseURL!;

const PHOTOSYNTHESIS =
  '<p>Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs red and blue light and reflects green ' +
  'light, which is why leaves look green. The plant turns carbon dioxide and water into glucose and oxygen.</p>';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function withPage(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  // A page from browser.newContext(), which @axe-core/playwright needs.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The first doubt a server solves loads its math libraries, which takes a while on a busy machine. */
const FIRST_SOLVE = { timeout: 30_000 };

const submitButton = (page: Page) => page.getByRole('button', { name: /Get Step-by-Step Solution|Solving Your Doubt\.\.\./ });

async function openDoubtSolver(page: Page) {
  await page.goto('/doubt-chat');
  await expect(page.getByRole('heading', { name: 'AI Doubt Solver', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ask a Doubt' })).toHaveAttribute('aria-selected', 'true');
}

async function ask(page: Page, question: string, subject = '') {
  await page.getByLabel('Subject (optional)').fill(subject);
  await page.getByLabel('Your Question').fill(question);
  await submitButton(page).click();
}

async function spendDoubts(page: Page, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const response = await page.request.post('/api/doubt-solver', {
      headers: { origin: origin() },
      data: { question: `Solve x + ${i} = ${i + 2}`, difficulty: 'easy' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('ask a doubt about a topic in my notes, read the cited solution, switch to ELI5, save it, and find it in the history (1280 px)', async ({
  browser,
}) => {
  test.slow(); // axe analyses the whole page three times
  await withPage(browser, 1280, async (page) => {
    await signUpViaApi(page);
    const seeded = await page.request.post('/api/notes', {
      headers: { origin: origin() },
      data: { title: 'Plant biology', content: PHOTOSYNTHESIS, subject: 'Biology' },
    });
    expect(seeded.status()).toBe(201);
    await openDoubtSolver(page);
    await expect(page.getByText('Logged in as Asha')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

    const difficulty = page.getByLabel('Difficulty Level');
    await expect(difficulty).toHaveValue('medium');
    await expect(difficulty.locator('option')).toHaveText(['Easy (Basic concepts)', 'Medium (Intermediate)', 'Hard (Advanced)']);
    await expect(submitButton(page)).toBeDisabled();
    await page.getByLabel('Your Question').fill('   ');
    await expect(submitButton(page)).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // The answer is held back until the pending state has been seen.
    const solving = await holdRequests(page, '**/api/doubt-solver');
    await difficulty.selectOption('hard');
    await ask(page, '  Why does chlorophyll make leaves look green?  ', ' Biology ');
    await expect(page.getByRole('button', { name: 'Solving Your Doubt...' })).toBeDisabled();
    solving.release();

    const result = page.getByRole('region', { name: 'Solution Explained' });
    await expect(result).toBeVisible(FIRST_SOLVE);
    await expect(toastText(page, DOUBT_TOASTS.solvedTitle)).toBeVisible();
    await expect(toastText(page, DOUBT_TOASTS.solved)).toBeVisible();
    await expect(result.getByText('Why does chlorophyll make leaves look green?', { exact: true })).toBeVisible();
    await expect(result.getByText('Biology', { exact: true })).toBeVisible();
    const answer = page.getByTestId('doubt-answer');
    await expect(answer).toContainText('Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.');
    await expect(answer).toContainText('From your notes "Plant biology"');
    await expect(result.getByRole('region', { name: 'From your notes' }).getByRole('link', { name: 'Plant biology' })).toHaveAttribute(
      'href',
      '/notes',
    );

    const detailed = result.getByRole('button', { name: 'Detailed Explanation' });
    const simple = result.getByRole('button', { name: "Explain Like I'm 5" });
    await expect(detailed).toHaveAttribute('aria-pressed', 'true');
    await simple.click();
    await expect(simple).toHaveAttribute('aria-pressed', 'true');
    await expect(answer).toContainText('Your notes "Plant biology" say this:');
    await expect(answer).not.toContainText('Key terms');
    expect(await seriousViolations(page)).toEqual([]);
    await detailed.click();
    await expect(answer).toContainText('Key terms');

    await result.getByRole('button', { name: 'Save to Notes' }).click();
    await expect(toastText(page, DOUBT_TOASTS.saved)).toBeVisible();
    await expect(result.getByRole('button', { name: 'Saved to Notes' })).toBeDisabled();
    const notes = (await (await page.request.get('/api/notes')).json()) as { title: string; subject: string }[];
    expect(notes[0]).toMatchObject({ title: 'Why does chlorophyll make leaves look green?', subject: 'Biology' });

    // Back to the form: question and subject were cleared after the solve, the difficulty kept.
    await result.getByRole('button', { name: 'Ask New Doubt' }).click();
    await expect(page.getByLabel('Your Question')).toHaveValue('');
    await expect(page.getByLabel('Subject (optional)')).toHaveValue('');
    await expect(difficulty).toHaveValue('hard');

    await page.getByRole('tab', { name: 'Doubt History' }).click();
    const history = page.getByRole('tabpanel', { name: 'Doubt History' });
    await expect(history.getByRole('heading', { name: 'Your Doubt History' })).toBeVisible();
    const item = history.getByRole('listitem').filter({ hasText: 'Why does chlorophyll make leaves look green?' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Biology', { exact: true })).toBeVisible();
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('button', { name: 'View Solution' }).click();
    await expect(page.getByRole('tab', { name: 'Ask a Doubt' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Solution Explained' })).toBeVisible();
    await expect(answer).toContainText('From your notes "Plant biology"');
  });
});

test('a math doubt on a phone: empty history, numbered steps with rendered formulas and a check (390 px)', async ({ browser }) => {
  test.slow();
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    // The first history answer is held back until its loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/doubts', async (route) => {
      await held;
      await route.continue();
    });
    await openDoubtSolver(page);
    await page.getByRole('tab', { name: 'Ask a Doubt' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Doubt History' })).toBeFocused();
    await expect(page.getByText('Loading your doubt history...')).toBeVisible();
    release();
    await expect(page.getByText('No doubts solved yet.')).toBeVisible();
    await expect(page.getByText('Start by asking your first question!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Doubt History' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Ask a Doubt' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Your Question').fill('Solve 2x + 3 = 11');
    await page.getByLabel('Your Question').press('Control+Enter');

    const answer = page.getByTestId('doubt-answer');
    await expect(answer.locator('ol > li').first()).toBeVisible(FIRST_SOLVE);
    expect(await answer.locator('ol > li').count()).toBeGreaterThanOrEqual(2);
    await expect(answer.locator('.katex').first()).toBeVisible();
    await expect(answer).toContainText('Check:');
    await expect(answer).toContainText('✓');
    await expect(answer).toContainText(DOUBT_MESSAGES.notInNotes);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Doubt History' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Doubt History' }).getByText('Solve 2x + 3 = 11')).toBeVisible();
  });
});

test('the daily limit shows the toast and a red notice; other failures say what failed', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await spendDoubts(page, 10);
  await openDoubtSolver(page);
  await ask(page, 'Solve 4x = 20');
  await expect(toastText(page, DOUBT_TOASTS.limitTitle)).toBeVisible(FIRST_SOLVE);
  await expect(toastText(page, DOUBT_TOASTS.limit)).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: DOUBT_TOASTS.limit });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/text-destructive/);
  // The question stays, to try again tomorrow or after upgrading.
  await expect(page.getByLabel('Your Question')).toHaveValue('Solve 4x = 20');

  await page.route('**/api/doubt-solver', (route) =>
    route.fulfill({
      // A 4xx: the fixtures allow expected client errors in the console, not 5xx ones.
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The question could not be read.', code: 'unprocessable' }),
    }),
  );
  await submitButton(page).click();
  await expect(toastText(page, DOUBT_TOASTS.errorTitle)).toBeVisible();
  await expect(toastText(page, 'Failed to solve doubt: The question could not be read.')).toBeVisible();
});

test('a blank question is refused; a session that ends while the page is open shows the sign-in card', async ({ page }) => {
  await signUpViaApi(page);
  await openDoubtSolver(page);
  // The button stays disabled on a blank question; the keyboard shortcut says why nothing is sent.
  await page.getByLabel('Your Question').fill('  ');
  await page.getByLabel('Your Question').press('Control+Enter');
  await expect(toastText(page, DOUBT_TOASTS.questionRequiredTitle)).toBeVisible();
  await expect(toastText(page, DOUBT_MESSAGES.questionRequired)).toBeVisible();

  await page.context().clearCookies();
  await ask(page, 'What is osmosis?');
  await expect(toastText(page, DOUBT_TOASTS.authTitle)).toBeVisible();
  await expect(toastText(page, DOUBT_TOASTS.auth)).toBeVisible();
  await expect(page.getByText('Please sign in to access the doubt solving feature')).toBeVisible();
  await expect(page.getByText(/Logged in as/)).toBeHidden();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Try It Now' })).toBeVisible();
});
