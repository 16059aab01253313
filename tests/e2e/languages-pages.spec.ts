import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { englishWords } from './english-words';
import { expectHindi } from './hindi-support';
import { completeQuiz, createQuiz } from './quiz-support';

// Studium in Hindi, the information pages (issue 31, decision 078): signed out, each page arrives
// pre-rendered in Hindi, by `?lang=hi` and by a browser that asks for Hindi, with no English outside
// the allowed names (the operator's company, address and e-mail are theirs, shown as configured),
// axe clean and no sideways scrolling at 1280 and 390 px. And a re-planned exam planner says why in Hindi.

const origin = () => test.info().project.use.baseURL!;

const PAGES = [
  { path: '/about', heading: 'Studium के बारे में', fact: 'हमारा मिशन' },
  { path: '/contact', heading: 'संपर्क करें', fact: 'सोम–शुक्र, सुबह 10 से शाम 6 बजे (भारतीय समय), सार्वजनिक छुट्टियों को छोड़कर।' },
  { path: '/privacy-policy', heading: 'गोपनीयता नीति', fact: 'हम आपका डेटा नहीं बेचते' },
  { path: '/terms-of-service', heading: 'सेवा की शर्तें', fact: 'जयपुर की अदालतों का विशेष क्षेत्राधिकार है' },
  { path: '/refund-policy', heading: 'रिफ़ंड नीति', fact: '30 दिन की रिफ़ंड अवधि' },
  { path: '/shipping-policy', heading: 'शिपिंग और डिलीवरी नीति', fact: '24 घंटों के भीतर चालू हो जाता है' },
] as const;

const POLICY_DATE = 'आख़िरी बार अपडेट: 19 अगस्त 2025';

async function expectPage(page: Page, { path, heading, fact }: (typeof PAGES)[number]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} · Studium`);
  await expect(page.getByRole('main')).toContainText(fact);
  if (path.endsWith('-policy') || path === '/terms-of-service') await expect(page.getByRole('main')).toContainText(POLICY_DATE);
}

async function hindiBrowser(browser: Browser, width: number) {
  return browser.newContext({
    locale: 'hi-IN',
    extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    viewport: { width, height: 900 },
  });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each information page in Hindi with ?lang=hi', async ({ page }) => {
      test.slow(); // axe on six pages
      for (const info of PAGES) {
        await page.goto(`${info.path}?lang=hi`);
        await expectPage(page, info);
        await expectHindi(page);
      }
    });

    test('each information page arrives pre-rendered in Hindi for a browser that asks for it', async ({ browser }) => {
      test.slow(); // axe on six pages
      const context = await hindiBrowser(browser, width);
      const page = await context.newPage();
      for (const info of PAGES) {
        // The HTML itself, before any script, is the Hindi page.
        const html = await (await page.request.get(info.path)).text();
        expect(html).toContain('<html lang="hi">');
        expect(html).toContain(`<title>${info.heading} · Studium</title>`);
        expect(html).toContain(info.heading);
        await page.goto(info.path);
        await expectPage(page, info);
        await expectHindi(page);
      }
      await context.close();
    });

    test('a re-planned exam planner says why, in Hindi', async ({ page }) => {
      test.slow(); // a quiz, then axe
      await signUpViaApi(page);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const made = await page.request.post('/api/planner', {
        headers: { origin: origin() },
        data: { subject: 'Biology', goal: 'Pass the exam', examDate: day(10), today: day(0) },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      const quiz = await createQuiz(page, {
        topic: 'Biology',
        text:
          'Photosynthesis is the process by which green plants turn light energy into chemical energy. ' +
          'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.',
        difficulty: 'medium',
        numQuestions: '4',
      });
      await completeQuiz(
        page,
        quiz.id,
        quiz.questions.map(() => null),
      );
      await page.goto(`/ai-study-planner?planner=${id}&lang=hi`);
      await expect(page.getByRole('heading', { level: 1, name: 'AI पढ़ाई प्लानर' })).toBeVisible();
      const updated = page.getByTestId('planner-updated');
      await expect(updated).toContainText(/^अपडेट किया गया, क्योंकि आपके नतीजे बताते हैं कि '.+' को और समय चाहिए/);
      await expect(page.getByText(/का अतिरिक्त अभ्यास: आपके नतीजे बताते हैं कि इसे और समय चाहिए$/).first()).toBeVisible();
      await expectHindi(page);
      // A toast need not be closed first: the words Radix adds for screen readers are Hindi too.
      await page.getByRole('button', { name: 'नोट्स में सेव करें' }).click();
      await expect(page.locator('li[data-swipe-direction]')).not.toHaveCount(0);
      expect(await englishWords(page)).toEqual([]);
      await expect(page.getByRole('region', { name: /^सूचनाएँ \(F8\)$/ })).toBeAttached();
    });
  });
}
