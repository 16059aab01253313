import type { Page } from '@playwright/test';
import { formatExamDate } from '../../src/shared/exam-date';
import { expect, signUpViaApi, test } from './fixtures';
import { localDate, origin } from './plan-support';
import { AXE_WIDTHS, expectNoSidewaysScroll, seriousAxeViolations } from './quiz-support';

// Decision 068: the student's daily minutes and easy days on /progress, and a deck tied to a planner's exam.

async function addPlannerAndDeck(page: Page) {
  const planner = await page.request.post('/api/planner', {
    headers: { origin: origin() },
    data: { subject: 'Chemistry', goal: 'Pass the final', examDate: localDate(20), today: localDate() },
  });
  expect(planner.status(), await planner.text()).toBe(201);
  const cards = await page.request.post('/api/cards', {
    headers: { origin: origin() },
    data: { deckName: 'Chemistry', cards: [{ front: 'Symbol of sodium?', back: 'Na' }] },
  });
  expect(cards.status(), await cards.text()).toBe(201);
}

async function saveSettings(page: Page) {
  const form = page.getByRole('form', { name: 'Study settings' });
  await expect(form.getByLabel('Daily minutes')).toHaveValue('45');
  await form.getByLabel('Daily minutes').fill('30');
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByRole('checkbox', { name: 'Sunday' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
}

async function tieDeck(page: Page) {
  const exam = page.getByLabel('Exam');
  await expect(exam).toHaveValue('');
  await exam.selectOption({ label: `Chemistry — ${formatExamDate(localDate(20))}` });
  await expect(page.getByText(`Scheduled for your exam on ${formatExamDate(localDate(20))}`)).toBeVisible();
}

test('a student sets their daily minutes and easy days, and ties a deck to their exam', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/progress');
  await saveSettings(page);
  await page.reload();
  const form = page.getByRole('form', { name: 'Study settings' });
  await expect(form.getByLabel('Daily minutes')).toHaveValue('30');
  await expect(form.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();

  // Too few minutes: the server's message shows beside Save.
  await form.getByLabel('Daily minutes').fill('2');
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Daily minutes must be a whole number from 5 to 600.');

  await addPlannerAndDeck(page);
  await page.goto('/flashcards');
  await expect(page.getByRole('button', { name: /Chemistry.*1 card/ })).toHaveAttribute('aria-pressed', 'true');
  await tieDeck(page);
  await page.reload();
  await expect(page.getByLabel('Exam')).not.toHaveValue('');
  await page.getByLabel('Exam').selectOption({ label: 'No exam' });
  await expect(page.getByText('Scheduled for your exam on')).toBeHidden();
});

for (const width of AXE_WIDTHS) {
  test(`study settings and the deck's exam have no serious accessibility findings at ${width} px`, async ({ browser }) => {
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/progress');
      await saveSettings(page);
      await expectNoSidewaysScroll(page);
      await check();
      await addPlannerAndDeck(page);
      await page.goto('/flashcards');
      await tieDeck(page);
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
