import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CLASS_MESSAGES, MAX_ASSIGNMENTS_PER_CLASS } from '../../src/shared/classroom';
import type { QuizView } from '../../src/shared/quiz';
import { expect, newUser, signUpViaApi, test, toastText } from './fixtures';
import { expectNoSidewaysScroll } from './quiz-support';

const STUDY_TEXT = `Photosynthesis

Plants make their food by photosynthesis, turning light energy into chemical energy stored in glucose.
Chlorophyll in the chloroplasts absorbs mostly red and blue light and reflects green light.
Water taken up by the roots is split during the light reactions, which releases oxygen into the air.
Carbon dioxide enters the leaf through small pores called stomata on the underside of the leaf.
The Calvin cycle uses the energy carriers ATP and NADPH to fix carbon dioxide into sugar.
Without sunlight the light reactions stop, so the plant relies on stored starch overnight.`;

const origin = () => test.info().project.use.baseURL!;

/** A signed-in person in a browser context of their own, at `width`, failing the test on console errors. */
async function personAt(browser: Browser, width: number, firstName: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await signUpViaApi(page, newUser({ firstName }));
  return { context, page, problems };
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe at ${where}`).toEqual([]);
}

/** A saved multiple-choice quiz of the teacher's, made through the API as the dashboard makes it. */
async function teachersQuiz(page: Page, title: string) {
  const generated = await page.request.post('/api/quizzes/generate', {
    headers: { origin: origin() },
    data: { text: STUDY_TEXT, numQuestions: 4 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const quiz = (await generated.json()) as QuizView;
  const saved = await page.request.post('/api/quizzes/save', {
    headers: { origin: origin() },
    data: { quizId: quiz.id, quizTitle: title },
  });
  expect(saved.status()).toBe(200);
  return quiz;
}

test('a teacher assigns a quiz, a student joins by the link and takes it, and both see the result', async ({ browser }) => {
  test.slow();
  const contexts: BrowserContext[] = [];
  try {
    const teacher = await personAt(browser, 1280, 'Teacher');
    contexts.push(teacher.context);
    await teachersQuiz(teacher.page, 'Leaves and light');

    // The teacher creates the class from /classes and lands on its page.
    await teacher.page.goto('/classes');
    await expect(teacher.page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    await expectAccessible(teacher.page, '/classes 1280 px');
    await teacher.page.getByLabel('Class name').fill('Biology 10A');
    await teacher.page.getByLabel('Subject (optional)').fill('Biology');
    await teacher.page.getByRole('button', { name: 'Create class' }).click();
    await expect(teacher.page.getByRole('heading', { name: 'Biology 10A', level: 1 })).toBeVisible();
    const code = (await teacher.page.getByTestId('join-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10,}$/);

    // It assigns the quiz with a due date.
    await expect(teacher.page.getByLabel('Quiz', { exact: true })).toHaveValue(/.+/);
    await teacher.page.getByLabel('Due (optional)').fill('2099-06-01T09:00');
    await teacher.page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastText(teacher.page, 'Assigned')).toBeVisible();
    await expect(teacher.page.getByText('Results appear here once you have assigned work and students have joined.')).toBeVisible();

    // A student, on a phone, opens the join link.
    const student = await personAt(browser, 390, 'Student');
    contexts.push(student.context);
    await student.page.goto(`/join/${code}`);
    await expect(student.page.getByRole('heading', { name: 'Join a class', level: 1 })).toBeVisible();
    await expect(student.page.getByLabel('Join code')).toHaveValue(code);
    await expectAccessible(student.page, '/join 390 px');
    await student.page.getByRole('button', { name: 'Join class' }).click();
    await expect(student.page.getByRole('heading', { name: 'Biology 10A', level: 1 })).toBeVisible();
    await expect(student.page.getByText('Not started')).toBeVisible();
    await expectAccessible(student.page, 'student class page 390 px');
    await expectNoSidewaysScroll(student.page);

    // Starting makes the student's own copy and opens it on the quiz page.
    await student.page.getByRole('button', { name: 'Start: Leaves and light' }).click();
    await expect(student.page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
    const copyId = student.page.url().split('/').pop()!;
    for (let i = 0; i < 4; i += 1) {
      await expect(student.page.getByText(`Question ${i + 1} of 4`)).toBeVisible();
      await student.page.getByRole('main').getByRole('radio').first().check();
      if (i < 3) await student.page.getByRole('button', { name: 'Next' }).click();
    }
    await student.page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(student.page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
    const graded = (await (await student.page.request.get(`/api/quizzes/${copyId}`)).json()) as QuizView & { score: number };
    expect(graded.completed).toBe(true);

    // The student's dashboard shows the assignment as Done, with its class and due date.
    await student.page.goto('/dashboard');
    const assigned = student.page.getByRole('region', { name: 'Assigned to you' });
    await expect(assigned.getByText('Leaves and light')).toBeVisible();
    await expect(assigned.getByText(/Biology 10A/)).toBeVisible();
    await expect(assigned.getByText('Done', { exact: true })).toBeVisible();
    await expect(assigned.getByText(`${graded.score}%`)).toBeVisible();
    await expectAccessible(student.page, 'dashboard 390 px');
    await expectNoSidewaysScroll(student.page);

    // The teacher's table shows the score as a number on its colour band.
    await teacher.page.reload();
    const table = teacher.page.getByRole('region', { name: 'Results table' });
    const row = table.getByRole('row', { name: /Student/ });
    await expect(row.getByText('Done', { exact: true })).toBeVisible();
    const score = row.getByText(`${graded.score}%`);
    await expect(score).toBeVisible();
    await expect(score).toHaveAttribute('data-band', graded.score >= 80 ? 'high' : graded.score >= 60 ? 'middle' : 'low');
    await teacher.page.getByText('Leaves and light: questions most missed').click();
    await expect(teacher.page.getByText(/missed by \d of 1/).first()).toBeVisible();
    await expectAccessible(teacher.page, 'teacher class page 1280 px');

    // Students × concepts, from the assignment's answers: each cell says its level and percent.
    const concepts = teacher.page.getByRole('region', { name: 'Concepts table' });
    const conceptRow = concepts.getByRole('row', { name: /Student/ });
    await expect(conceptRow.getByText(/^(Attempted|Familiar|Proficient|Mastered) · \d+%$/).first()).toBeVisible();
    expect(await concepts.getByRole('columnheader').count()).toBeGreaterThan(1);
    await teacher.page.setViewportSize({ width: 390, height: 900 });
    await expect(concepts).toBeVisible();
    await expectAccessible(teacher.page, 'teacher class page 390 px');

    // The teacher's own quiz was never answered by the student.
    const own = await teacher.page.request.get('/api/quizzes');
    expect(((await own.json()) as QuizView[]).every((quiz) => !quiz.completed)).toBe(true);
    expect(teacher.problems).toEqual([]);
    expect(student.problems).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('a signed-out visitor who opens a join link comes back to it after signing up or in', async ({ browser }) => {
  test.slow(); // two accounts, a sign-up and a sign-in through the screens
  const teacher = await personAt(browser, 1280, 'Teacher');
  const created = await teacher.page.request.post('/api/classes', { headers: { origin: origin() }, data: { name: 'Chemistry 9B' } });
  expect(created.status(), await created.text()).toBe(201);
  const { joinCode } = (await created.json()) as { joinCode: string };
  await teacher.context.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  try {
    const page = await context.newPage();
    const student = newUser({ firstName: 'Visitor' });
    // Signed out, the link leads to the landing page; Login keeps the invitation in mind.
    await page.goto(`/join/${joinCode}`);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByText('you will go straight back to join the class you were invited to')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(student.firstName);
    await page.getByLabel('Last name').fill(student.lastName);
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Join a class', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/join/${joinCode}$`));
    await expect(page.getByLabel('Join code')).toHaveValue(joinCode);

    // Once back, the invitation is spent: the next sign-in goes to the dashboard as usual.
    await page.goto('/logout');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/sign-in');
    await expect(page.getByText('you will go straight back')).toHaveCount(0);
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  } finally {
    await context.close();
  }
});

test('a class full of assignments says so when the teacher assigns, and deleting an old one makes room', async ({ browser }) => {
  test.slow();
  const teacher = await personAt(browser, 1280, 'Teacher');
  try {
    const { page } = teacher;
    await teachersQuiz(page, 'Leaves and light');
    const created = await page.request.post('/api/classes', { headers: { origin: origin() }, data: { name: 'Full class' } });
    const classId = ((await created.json()) as { id: string }).id;
    const quizId = ((await (await page.request.get('/api/classes/assignable')).json()) as { quizzes: { id: string }[] }).quizzes[0]!.id;
    for (let i = 0; i < MAX_ASSIGNMENTS_PER_CLASS; i += 1) {
      const assigned = await page.request.post(`/api/classes/${classId}/assignments`, {
        headers: { origin: origin() },
        data: { kind: 'quiz', itemId: quizId },
      });
      expect(assigned.status()).toBe(201);
    }

    await page.goto(`/classes/${classId}`);
    // The page asks for the class, its results and the assignable items at once: on a busy machine the list takes a while.
    await expect(page.getByLabel('Quiz', { exact: true })).toHaveValue(quizId, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastText(page, CLASS_MESSAGES.tooManyAssignments)).toBeVisible();

    await page.getByText(`Assignments (${MAX_ASSIGNMENTS_PER_CLASS} of ${MAX_ASSIGNMENTS_PER_CLASS})`).click();
    await page.getByRole('button', { name: 'Delete the assignment Leaves and light' }).first().click();
    await page.getByRole('button', { name: 'Delete assignment' }).click();
    await expect(page.getByText(`Assignments (${MAX_ASSIGNMENTS_PER_CLASS - 1} of ${MAX_ASSIGNMENTS_PER_CLASS})`)).toBeVisible();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastText(page, 'Assigned')).toBeVisible();
    await expect(page.getByText(`Assignments (${MAX_ASSIGNMENTS_PER_CLASS} of ${MAX_ASSIGNMENTS_PER_CLASS})`)).toBeVisible();
    // The refused assign is the one failed request the page saw.
    expect(teacher.problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
  } finally {
    await teacher.context.close();
  }
});
