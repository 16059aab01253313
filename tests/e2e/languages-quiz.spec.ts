import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toasts, toastText } from './fixtures';
import { englishWords } from './english-words';
import { expectHindi, postAs, PLANTS } from './hindi-support';
import { completeQuiz, createQuiz } from './quiz-support';

// Studium's quizzes, tutor and billing in Hindi (issue 31, decision 078): each screen, signed in with
// ?lang=hi and with content of its own, shows no English outside the allowed names (the material, the
// generated questions and the tutor's reply are content, not the screen's), and passes axe at 1280 and
// 390 px without sideways scrolling.

/** The quiz and tutor routes answer 200. */
const post = <T>(page: Page, url: string, data: unknown, status = 200) => postAs<T>(page, url, data, status);

/** Pays for Pro in the test checkout, as the checkout dialog does. */
async function buyPro(page: Page) {
  const order = await post<{ orderId: string }>(page, '/api/create-order', { planName: 'Pro' });
  const paid = await post<Record<string, string>>(page, '/api/test-checkout/pay', { orderId: order.orderId });
  await post(page, '/api/verify-payment', { ...paid, planName: 'Pro' });
}

interface Screen {
  name: string;
  /** Creates the screen's content and opens it in Hindi, ready to be read. */
  open: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'the quiz generator, an empty form refused with a Hindi toast',
    async open(page) {
      await page.goto('/quiz-generator?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'क्विज़ जनरेटर' })).toBeVisible();
      await page.getByRole('button', { name: 'क्विज़ बनाएँ', exact: true }).click();
      const toast = toasts(page).first();
      await expect(toast).toContainText('जानकारी ज़रूरी है');
      await expect(toast).toContainText('कृपया कोई विषय, पाठ सामग्री दें, या कोई फ़ाइल अपलोड करें।');
      expect(await englishWords(page, toast)).toEqual([]);
    },
  },
  {
    name: 'the quiz generator, a quiz generated and listed',
    async open(page) {
      await page.goto('/quiz-generator?lang=hi');
      await page.getByLabel('विषय', { exact: true }).fill('Photosynthesis');
      await page.getByLabel('पाठ सामग्री').fill(PLANTS);
      await page.getByLabel('प्रश्नों की संख्या').fill('4');
      await page.getByRole('button', { name: 'क्विज़ बनाएँ', exact: true }).click();
      await expect(toastText(page, 'क्विज़ बन गया!')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('tab', { name: 'मेरे क्विज़' })).toHaveAttribute('aria-selected', 'true');
      const card = page.getByTestId('quiz-card').first();
      await expect(card).toContainText('4 प्रश्न');
      await expect(card.getByRole('link', { name: 'क्विज़ दें' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'QTI आयात करें' })).toBeVisible();
    },
  },
  {
    name: 'a quiz being taken',
    async open(page) {
      const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
      await page.goto(`/quiz/${quiz.id}?lang=hi`);
      await expect(page.getByText('प्रश्न 1 / 4')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'प्रश्न' })).toBeVisible();
      await page.getByRole('button', { name: 'अगला' }).click();
      await expect(page.getByText('प्रश्न 2 / 4')).toBeVisible();
    },
  },
  {
    name: 'a finished quiz, its result with feedback',
    async open(page) {
      const quiz = await createQuiz(page, { topic: 'Biology', text: PLANTS, difficulty: 'medium', numQuestions: '4' });
      // The first option everywhere: some right, some wrong, each with the grader's feedback.
      await completeQuiz(
        page,
        quiz.id,
        quiz.questions.map((question) => (question.type === 'mcq' ? 0 : null)),
      );
      await page.goto(`/quiz/${quiz.id}?lang=hi`);
      await expect(page.getByRole('heading', { level: 1, name: 'क्विज़ पूरा हुआ!' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'विस्तृत प्रतिक्रिया' })).toBeVisible();
      await expect(page.getByTestId('feedback-item')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'क्विज़ दोबारा दें' })).toBeVisible();
    },
  },
  {
    name: 'the dashboard quiz, generated and submitted',
    async open(page) {
      await page.goto('/dashboard/quiz?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'क्विज़ जनरेटर' })).toBeVisible();
      await page.getByLabel('सामग्री', { exact: true }).fill(PLANTS);
      await page.getByLabel('प्रश्नों की संख्या').fill('3');
      await page.getByRole('button', { name: 'क्विज़ बनाएँ', exact: true }).click();
      const cards = page.getByTestId('question-card');
      await expect(cards).toHaveCount(3, { timeout: 20_000 });
      for (const card of await cards.all()) {
        const radios = card.getByRole('radio');
        if ((await radios.count()) > 0) await radios.first().check();
        else await card.getByRole('textbox').fill('Chlorophyll');
      }
      await page.getByRole('button', { name: 'क्विज़ जमा करें' }).click();
      await expect(page.getByRole('status').filter({ hasText: /में से \d सही/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'सहेजे गए क्विज़' })).toBeVisible();
    },
  },
  {
    name: 'the AI tutor, a conversation with a reply',
    async open(page) {
      await page.goto('/dashboard/ai-tutor?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'AI ट्यूटर' })).toBeVisible();
      const input = page.getByLabel('ट्यूटर के लिए संदेश');
      await input.fill('Why does chlorophyll make leaves look green?');
      await input.press('Enter');
      const reply = page.locator('li[data-role="assistant"]');
      await expect(reply).toHaveCount(1, { timeout: 20_000 });
      await expect(reply.getByText('ट्यूटर', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'भेजें' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('navigation', { name: 'बातचीत' }).getByRole('listitem')).toHaveCount(1);
    },
  },
  {
    name: 'billing, a paid plan and its payment',
    async open(page) {
      await buyPro(page);
      await page.goto('/billing?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'बिलिंग' })).toBeVisible();
      await expect(page.getByTestId('billing-plan')).toHaveText('Pro प्लान');
      await expect(page.getByTestId('billing-expiry')).toContainText('तक सक्रिय।');
      await expect(page.getByRole('row').filter({ hasText: 'भुगतान हो गया' })).toHaveCount(1);
    },
  },
  {
    name: 'the pricing cards of a Pro student, the Activate Free dialog open',
    async open(page) {
      await buyPro(page);
      await page.goto('/?lang=hi#pricing');
      await expect(page.getByTestId('plan-Pro').getByTestId('plan-current')).toHaveText('मौजूदा प्लान');
      await page.getByTestId('plan-Free').getByRole('button', { name: 'Free सक्रिय करें' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('heading', { name: /^.+ को Free पर जाएँ\?$/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Pro रखें' })).toBeVisible();
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
