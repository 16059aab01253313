import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { QuizAnswer, QuizView } from '../../src/shared/quiz';
import { expect, signUpViaApi, test } from './fixtures';

/** Study text whose every sentence carries a formula, so each question shows math to render. */
export const FORMULA_TEXT = `Mass-energy equivalence

Einstein showed that mass and energy are two forms of the same quantity, written as $E = mc^2$ in physics.
In the formula $E = mc^2$, the letter c stands for the speed of light in a vacuum.
A small amount of mass holds a huge amount of energy because the speed of light is squared in $E = mc^2$.
Nuclear reactors release energy when heavy nuclei split, and the lost mass follows $E = mc^2$ exactly.
The Sun shines because hydrogen fuses into helium, and the missing mass becomes light by $E = mc^2$.
Particle accelerators turn energy into new particles, the reverse of $E = mc^2$ at work.`;

const origin = () => test.info().project.use.baseURL!;

/** POST /api/generate-quiz as the generator form sends it (multipart). */
export async function createQuiz(page: Page, fields: Record<string, string>): Promise<QuizView> {
  const response = await page.request.post('/api/generate-quiz', { headers: { origin: origin() }, multipart: fields });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as QuizView;
}

export async function completeQuiz(page: Page, id: string, answers: QuizAnswer[]): Promise<QuizView> {
  const response = await page.request.put(`/api/quizzes/${id}/complete`, { headers: { origin: origin() }, data: { answers } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { quiz: QuizView }).quiz;
}

export async function fetchQuiz(page: Page, id: string): Promise<QuizView> {
  const response = await page.request.get(`/api/quizzes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as QuizView;
}

/** The right answers of a completed quiz, and a wrong one for each question. */
export function answerKey(quiz: QuizView) {
  if (!quiz.completed) throw new Error('answers are revealed only after completion');
  const right = quiz.questions.map((question) => question.correctAnswer ?? null);
  const wrong = quiz.questions.map((question) =>
    question.type === 'mcq' ? (Number(question.correctAnswer) + 1) % question.options!.length : 'Bananas are yellow.',
  );
  return { right, wrong };
}

/**
 * Serious or critical axe findings at one width, in a fresh context (axe needs a page from
 * browser.newContext()): `walk` sets the screen up and calls `check` at each state to analyse.
 */
export async function seriousAxeViolations(
  browser: Browser,
  width: number,
  walk: (page: Page, check: () => Promise<void>) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const found: { id: string; nodes: string[] }[] = [];
  try {
    const page = await context.newPage();
    await signUpViaApi(page);
    await walk(page, async () => {
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        found.push({ id: violation.id, nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`) });
      }
    });
    return found;
  } finally {
    await context.close();
  }
}

/** The page does not scroll sideways (the 390 px layout fits). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

export const AXE_WIDTHS = [1280, 390] as const;
