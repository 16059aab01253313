import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { expectHindi, postAs, PLANTS } from './hindi-support';
import { localDate } from './plan-support';
import { completeQuiz, createQuiz } from './quiz-support';

// Studium's tools in Hindi (issue 31, decision 078): each screen, signed in with ?lang=hi and with
// content of its own, shows no English outside the allowed names (the student's and the generator's
// own words are content, not the screen's), and passes axe at 1280 and 390 px without sideways scrolling.

const origin = () => test.info().project.use.baseURL!;

interface Screen {
  name: string;
  /** Creates the screen's content through the API and opens it in Hindi, ready to be read. */
  open: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'study plans, with a saved plan open',
    async open(page) {
      const plan = await postAs(page, '/api/study-plans/generate', { subjects: 'Algebra, Chemistry' }, 200);
      await postAs(page, '/api/study-plans', plan);
      await page.goto('/dashboard/study-plans?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'पढ़ाई की योजनाएँ' })).toBeVisible();
      await page.getByRole('button', { name: /^योजना देखें:/ }).click();
      await expect(page.getByTestId('study-plan').getByRole('heading', { name: 'सप्ताह 1', exact: true })).toBeVisible();
      await expect(page.getByTestId('saved-plan')).toContainText('4 सप्ताह');
    },
  },
  {
    name: 'study paths, the list',
    async open(page) {
      await postAs(page, '/api/study-paths', { topic: 'Photosynthesis', difficulty: 'beginner' });
      await page.goto('/study-paths?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'अध्ययन पथ' })).toBeVisible();
      await expect(page.getByTestId('study-path-card')).toContainText('शुरू नहीं हुआ');
    },
  },
  {
    name: 'a study path, one step ticked',
    async open(page) {
      const path = await postAs<{ id: string }>(page, '/api/study-paths', { topic: 'Photosynthesis', difficulty: 'advanced' });
      await page.goto(`/study-path/${path.id}?lang=hi`);
      await page.getByRole('checkbox', { name: 'चरण 1 को पूरा हुआ चिह्नित करें' }).check();
      await expect(toastText(page, 'प्रगति अपडेट हुई')).toBeVisible();
      await expect(page.getByTestId('path-status')).toHaveText('जारी है');
      await expect(page.getByRole('heading', { name: 'सीखने का रोडमैप' })).toBeVisible();
    },
  },
  {
    name: 'the exam planner, a plan open',
    async open(page) {
      const planner = await postAs<{ id: string }>(page, '/api/planner', {
        subject: 'Biology',
        goal: 'Score an A',
        examDate: localDate(6),
        today: localDate(),
      });
      await page.goto(`/ai-study-planner?planner=${planner.id}&lang=hi`);
      await expect(page.getByRole('heading', { level: 1, name: 'AI पढ़ाई प्लानर' })).toBeVisible();
      await expect(page.getByTestId('planner-day')).toHaveCount(7);
      await expect(page.getByTestId('planner-day').first()).toContainText('आज');
      await expect(page.getByRole('region', { name: 'आपके प्लानर' })).toContainText('6 दिन बाकी');
    },
  },
  {
    name: 'the doubt solver, a solved doubt from the history',
    async open(page) {
      await postAs(page, '/api/doubt-solver', { question: 'Solve 2x + 3 = 11', subject: 'Algebra' }, 200);
      await page.goto('/doubt-chat?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'AI डाउट सॉल्वर' })).toBeVisible();
      await page.getByRole('tab', { name: 'डाउट का इतिहास' }).click();
      await page.getByRole('button', { name: 'हल देखें' }).click();
      await expect(page.getByRole('heading', { name: 'हल, समझाकर' })).toBeVisible();
      await expect(page.getByTestId('doubt-answer')).not.toBeEmpty();
    },
  },
  {
    name: 'Want To Learn, a topic analysed',
    async open(page) {
      await page.goto('/want-to-learn?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'आज आप क्या सीखना चाहते हैं?' })).toBeVisible();
      await page
        .getByLabel('विषय या पाठ')
        .fill('Photosynthesis turns light, water and carbon dioxide into glucose and oxygen inside the chloroplasts of leaves.');
      await page.getByRole('button', { name: 'विषय का विश्लेषण करें' }).click();
      await expect(page.getByRole('heading', { name: 'AI विश्लेषण के नतीजे' })).toBeVisible({ timeout: 20_000 });
      await expect(toastText(page, 'विषय का विश्लेषण हो गया!')).toBeVisible();
    },
  },
  {
    name: 'progress, with the concepts of an answered quiz',
    async open(page) {
      const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
      await completeQuiz(
        page,
        quiz.id,
        quiz.questions.map(() => null),
      );
      await page.goto('/progress?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'प्रगति' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Biology' }).getByRole('listitem').first()).toContainText('% महारत');
      await expect(page.getByRole('checkbox', { name: 'शनिवार' })).toBeVisible();
    },
  },
  {
    name: 'a class the teacher teaches, with a quiz assigned',
    async open(page) {
      const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
      const saved = await page.request.post('/api/quizzes/save', {
        headers: { origin: origin() },
        data: { quizId: quiz.id, quizTitle: 'Leaves' },
      });
      expect(saved.status()).toBe(200);
      const created = await postAs<{ id: string }>(page, '/api/classes', { name: 'Biology 10A', subject: 'Biology' });
      await page.goto(`/classes/${created.id}?lang=hi`);
      await expect(page.getByRole('heading', { level: 1, name: 'Biology 10A' })).toBeVisible();
      await page.getByLabel('आख़िरी तारीख़ (वैकल्पिक)').fill('2099-06-01T09:00');
      await page.getByRole('button', { name: 'सौंपें', exact: true }).click();
      await expect(toastText(page, 'सौंप दिया गया')).toBeVisible();
      await expect(page.getByText('काम सौंपने और छात्रों के जुड़ने के बाद नतीजे यहाँ दिखेंगे।')).toBeVisible();
    },
  },
  {
    name: 'the classes list',
    async open(page) {
      await postAs(page, '/api/classes', { name: 'Biology 10A', subject: 'Biology' });
      await page.goto('/classes?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'कक्षाएँ' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'जिन कक्षाओं को आप पढ़ाते हैं' })).toContainText('0 छात्र');
    },
  },
  {
    name: 'administration, users and the audit log',
    async open(page) {
      // The test server names this address in ADMIN_EMAILS; whichever test comes first makes the account.
      const admin = { email: 'admin@e2e.studium.test', password: 'correct horse battery', name: 'Head Teacher' };
      const made = await page.request.post('/api/auth/sign-up/email', { headers: { origin: origin() }, data: admin });
      if (made.status() !== 200) {
        const signedIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: origin() }, data: admin });
        expect(signedIn.status(), await signedIn.text()).toBe(200);
      }
      await page.goto('/admin?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'व्यवस्थापन' })).toBeVisible();
      await page.getByRole('button', { name: 'जाँचें' }).click();
      await expect(page.getByTestId('ai-test-result')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('audit-log')).toContainText('AI प्रदाता जाँचा');
      await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
    },
  },
];

for (const width of [1280, 390]) {
  for (const screen of SCREENS) {
    test(`in Hindi at ${width} px: ${screen.name}`, async ({ page }) => {
      test.slow(); // axe analyses the whole page
      await page.setViewportSize({ width, height: 900 });
      await signUpViaApi(page);
      await screen.open(page);
      await expectHindi(page, { closeToasts: true });
    });
  }
}
