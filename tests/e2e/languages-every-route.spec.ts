import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { RESET_PASSWORD_PATH } from '../../src/shared/account';
import { PAGE_TOOLS, TOOLS } from '../../src/client/lib/tools';
import { expect, newUser, signUpViaApi, test } from './fixtures';
import { expectHindi, postAs, PLANTS } from './hindi-support';
import { localDate } from './plan-support';
import { completeQuiz, createQuiz } from './quiz-support';

// Issue 31's last check (decision 078): EVERY route of the app, in Hindi, signed out and signed in
// with content of each tool (a note, a deck with cards, a quiz, a study plan, a study path, a planner,
// a doubt, a tutor conversation, a summary, a class), the administration with an administrator, and
// the not-found page: `<html lang="hi">`, no English outside the allowed names, axe clean and no
// sideways scrolling, at 1280 and 390 px. The routes come from the router's own lists (tools.ts) and a
// mirror of the few it writes out, checked against src/client/app.tsx.

const origin = () => test.info().project.use.baseURL!;

/** The public routes app.tsx writes out: open to everyone, signed in or not. */
const PUBLIC_PATHS = [
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/contact',
  '/about',
  '/logout',
  '/forgot-password',
  RESET_PASSWORD_PATH,
  '/',
];
/** Routes app.tsx writes out for a session (signed in, or the signed-out sign-in and sign-up pages). */
const SESSION_PATHS = [
  '/sign-in',
  '/sign-up',
  '/dashboard',
  '/dashboard/quiz',
  '/dashboard/quiz-generator',
  '/dashboard/*',
  '/billing',
  '/settings',
];
const ADMIN_PATHS = ['/admin'];
/** The page tools' routes, as the router reads them. */
const TOOL_PATHS = PAGE_TOOLS.flatMap((tool) => tool.routes);
/** What '/dashboard/*' shows: each dashboard tool's link and paths ('/dashboard/quiz' is a route of its own). */
const DASHBOARD_VIEW_PATHS = [
  ...new Set(TOOLS.flatMap((tool) => (tool.place === 'dashboard' ? [tool.href, ...tool.dashboardPaths] : tool.dashboardPaths))),
].filter((path) => !SESSION_PATHS.includes(path));

test('the walk covers every route app.tsx declares', () => {
  const source = readFileSync(new URL('../../src/client/app.tsx', import.meta.url), 'utf8');
  const written = [...source.matchAll(/\bpath="([^"]+)"/g)].map((match) => match[1]!);
  if (source.includes('path={RESET_PASSWORD_PATH}')) written.push(RESET_PASSWORD_PATH);
  expect(new Set(written)).toEqual(new Set([...PUBLIC_PATHS, ...SESSION_PATHS, ...ADMIN_PATHS]));
  // Everything else is the tools' routes, spread from tools.ts, and the not-found page.
  expect(source).toContain('PAGE_TOOLS.flatMap((tool) => tool.routes.map(');
  // Signed out, the tools' routes send a visitor to the landing page, walked above as '/'.
  expect(source).toContain('SIGNED_IN_PATHS.map((path) => <Route');
  expect(source.match(/<Route [^>]*path/g)?.length, 'no other route').toBe(written.length + 2);
  expect(source).toContain('<Route component={NotFoundPage} />');
});

/** Opens `path` in Hindi and checks it: Hindi throughout (toasts included), axe clean, as wide as the window. */
async function expectHindiAt(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=hi`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Nothing still loading: a spinner's words are translated too, but the screen is what counts.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectHindi(page, { where: path });
}

interface Content {
  note: string;
  quiz: string;
  studyPath: string;
  classId: string;
  joinCode: string;
}

/** A student with something in every tool, made through the API. */
async function makeContent(page: Page): Promise<Content> {
  const note = await postAs<{ id: string }>(page, '/api/notes', {
    title: 'प्रकाश संश्लेषण',
    content: 'पौधे सूरज की रोशनी से अपना भोजन बनाते हैं।',
    subject: 'जीव विज्ञान',
    tags: ['पौधे'],
  });
  await postAs(page, '/api/cards', {
    deckName: 'जीव विज्ञान',
    cards: [
      { front: 'क्लोरोफ़िल का रंग?', back: 'हरा' },
      { front: 'पौधे भोजन कहाँ बनाते हैं?', back: 'पत्तियों में' },
    ],
  });
  // A card without a deck named goes to the default deck, which the screen names in Hindi.
  await postAs(page, '/api/cards', { cards: [{ front: 'जल का सूत्र?', back: 'H₂O' }] });
  const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
  await completeQuiz(
    page,
    quiz.id,
    quiz.questions.map(() => null),
  );
  const saved = await page.request.post('/api/quizzes/save', {
    headers: { origin: origin() },
    data: { quizId: quiz.id, quizTitle: 'Leaves' },
  });
  expect(saved.status()).toBe(200);
  const plan = await postAs(page, '/api/study-plans/generate', { subjects: 'Algebra, Chemistry' }, 200);
  await postAs(page, '/api/study-plans', plan);
  const path = await postAs<{ id: string }>(page, '/api/study-paths', { topic: 'Photosynthesis', difficulty: 'beginner' });
  await postAs(page, '/api/planner', { subject: 'Biology', goal: 'Score an A', examDate: localDate(6), today: localDate() });
  await postAs(page, '/api/doubt-solver', { question: 'Solve 2x + 3 = 11', subject: 'Algebra' }, 200);
  const conversation = await postAs<{ id: string }>(page, '/api/conversations', {});
  await postAs(page, `/api/conversations/${conversation.id}/messages`, { content: 'Why do leaves look green?' }, 200);
  await postAs(page, '/api/summaries/save', { title: 'Photosynthesis', content: PLANTS, summary: 'Plants make food from light.' });
  const created = await postAs<{ id: string; joinCode: string }>(page, '/api/classes', { name: 'Biology 10A', subject: 'Biology' });
  return { note: note.id, quiz: quiz.id, studyPath: path.id, classId: created.id, joinCode: created.joinCode };
}

/** A concrete URL for each signed-in route pattern. */
function signedInUrls(content: Content): string[] {
  const concrete = (pattern: string) =>
    pattern
      .replace('/study-path/:id', `/study-path/${content.studyPath}`)
      .replace('/quiz/:id', `/quiz/${content.quiz}`)
      .replace('/classes/:id', `/classes/${content.classId}`)
      .replace('/join/:code', `/join/${content.joinCode}`)
      .replace('/notes/:id', `/notes/${content.note}`);
  const urls = [
    ...SESSION_PATHS.filter((path) => path !== '/dashboard/*'),
    ...DASHBOARD_VIEW_PATHS,
    ...TOOL_PATHS.map(concrete),
    '/no-such-page',
  ];
  for (const url of urls) expect(url, 'every route pattern has a concrete URL').not.toMatch(/[:*]/);
  return urls;
}

/** The routes a visitor without a session opens (the signed-in ones send them to the landing page). */
const SIGNED_OUT_URLS = [
  ...PUBLIC_PATHS.filter((path) => path !== RESET_PASSWORD_PATH),
  `${RESET_PASSWORD_PATH}?token=not-a-token`,
  '/sign-in',
  '/sign-up',
  '/no-such-page',
];

/** The same list for every width: the signed-in walk is planned before its user exists. */
const PLANNED_SIGNED_IN = signedInUrls({ note: 'n', quiz: 'q', studyPath: 'p', classId: 'c', joinCode: 'j' });

for (const width of [1280, 390]) {
  test.describe(`every route in Hindi at ${width} px`, () => {
    test.describe('signed out', () => {
      test.use({ viewport: { width, height: 900 } });
      for (const url of SIGNED_OUT_URLS) {
        test(`signed out: ${url}`, async ({ page }) => {
          test.slow(); // axe analyses the whole page
          await expectHindiAt(page, url);
        });
      }
    });

    test.describe('signed in, with content in every tool', () => {
      let context: BrowserContext;
      let page: Page;
      let urls: string[];
      test.beforeAll(async ({ browser }) => {
        test.setTimeout(120_000);
        context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: origin() });
        page = await context.newPage();
        await signUpViaApi(page, newUser());
        urls = signedInUrls(await makeContent(page));
      });
      test.afterAll(async () => context.close());

      PLANNED_SIGNED_IN.forEach((planned, index) => {
        test(`signed in: ${planned}`, async () => {
          test.slow();
          await expectHindiAt(page, urls[index]!);
        });
      });
    });

    test('the administration, as an administrator', async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      // The test server names this address in ADMIN_EMAILS; whichever test comes first makes the account.
      const admin = { email: 'admin@e2e.studium.test', password: 'correct horse battery', name: 'Head Teacher' };
      const made = await page.request.post('/api/auth/sign-up/email', { headers: { origin: origin() }, data: admin });
      if (made.status() !== 200) {
        const signedIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: origin() }, data: admin });
        expect(signedIn.status(), await signedIn.text()).toBe(200);
      }
      for (const path of ADMIN_PATHS) await expectHindiAt(page, path);
    });
  });
}
