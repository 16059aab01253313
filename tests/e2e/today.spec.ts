import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, completeQuiz, createQuiz, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

const PLANTS =
  'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green. ' +
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast. ' +
  'Mitochondria are the organelles where cellular respiration releases energy from glucose.';

const origin = () => test.info().project.use.baseURL!;

/** Three new cards in a Biology deck (due at once) and a Biology quiz handed in unanswered (weak concepts). */
async function studyDay(page: Page) {
  const cards = await page.request.post('/api/cards', {
    headers: { origin: origin() },
    data: {
      deckName: 'Biology',
      cards: [
        { front: 'What do plants make in photosynthesis?', back: 'Glucose' },
        { front: 'What absorbs light?', back: 'Chlorophyll' },
        { front: 'Where does respiration happen?', back: 'Mitochondria' },
      ],
    },
  });
  expect(cards.status(), await cards.text()).toBe(201);
  const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
  await completeQuiz(
    page,
    quiz.id,
    quiz.questions.map(() => null),
  );
}

const todayPanel = (page: Page) => page.getByRole('region', { name: 'Today' });

test('the dashboard opens on the Today panel: empty at first, then the day’s items as links', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  // Today is the first panel: the first heading after the welcome.
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Today');
  const panel = todayPanel(page);
  await expect(panel.getByText('45 minutes')).toBeVisible();
  await expect(panel.getByText('Nothing due today — take a quiz or add cards to get started.')).toBeVisible();

  await studyDay(page);
  await page.reload();
  const items = panel.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const practice = panel.getByRole('link', { name: /^Practice Practise .+ 10 min$/ }).first();
  await expect(practice).toHaveAttribute('href', /^\/progress\?practice=/);
  const cards = panel.getByRole('link', { name: 'Flashcards Review 3 cards in Biology 1 min' });
  await expect(cards).toHaveAttribute('href', /^\/flashcards\/review\?deck=/);
  await cards.click();
  await expect(page).toHaveURL(/\/flashcards\/review/);
});

for (const width of AXE_WIDTHS) {
  test(`the Today panel has no serious accessibility findings at ${width} px`, async ({ browser }) => {
    test.slow();
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/dashboard');
      await expect(todayPanel(page).getByText('Nothing due today')).toBeVisible();
      await check();
      await studyDay(page);
      await page.reload();
      await expect(todayPanel(page).getByRole('listitem').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}

test('a planner opened after new quiz results says why its days changed', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const made = await page.request.post('/api/planner', {
    headers: { origin: origin() },
    data: { subject: 'Biology', goal: 'Pass the exam', examDate: day(10), today: day(0) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await studyDay(page);
  await page.goto(`/ai-study-planner?planner=${id}`);
  await expect(page.getByRole('heading', { name: 'Biology', level: 2 })).toBeVisible();
  await expect(page.getByTestId('planner-updated')).toContainText(/Updated because your results show '.+' needs? more time/);
  await expect(page.getByText(/^Extra practice on /).first()).toBeVisible();
});
