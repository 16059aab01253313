import type { BrowserContext, Page } from '@playwright/test';
import { ankiPackage } from './anki-support';
import { expect, signUpViaApi, test, toastText } from './fixtures';
import { expectHindi, postAs, PLANTS } from './hindi-support';

// Flashcards, the summarizer and the offline banner in Hindi (issue 31, decision 078): each screen,
// signed in with ?lang=hi and with content of its own, shows no English outside the allowed names
// (the student's cards, notes and summaries are content, not the screen's), passes axe and does not
// scroll sideways, at 1280 and 390 px. KaTeX still renders inside a card's Hindi text.

const DECK = 'बीजगणित';
const MATH_CARD = { front: 'वर्ग निकालें: $x^2$ जब $x = 3$ हो', back: 'उत्तर $9$ है' };
const PLAIN_CARD = { front: 'भारत की राजधानी?', back: 'नई दिल्ली' };

async function addDeck(page: Page) {
  await postAs(page, '/api/cards', { deckName: DECK, cards: [MATH_CARD, PLAIN_CARD] });
}

/** Until the service worker has taken the page (it precached the shell when it installed). */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

interface Screen {
  name: string;
  /** Creates the screen's content and opens it in Hindi, ready to be read. */
  open: (page: Page, context: BrowserContext) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'flashcards, a deck with a Hindi card around math',
    async open(page) {
      await addDeck(page);
      await page.goto('/flashcards?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'फ़्लैशकार्ड' })).toBeVisible();
      await expect(page.getByTestId('due-count')).toHaveText('आज बाकी: 2');
      await expect(page.getByRole('heading', { name: `${DECK} के कार्ड` })).toBeVisible();
      await expect(page.getByRole('list', { name: 'आपके डेक' })).toContainText('2 कार्ड · 2 बाकी');
      await expect(page.getByText('इस डेक को उसकी परीक्षा से जोड़ने के लिए परीक्षा प्लानर में योजना बनाएँ।')).toBeVisible();
      const card = page.getByTestId('flashcard').filter({ hasText: 'वर्ग निकालें' });
      await expect(card).toContainText('जब');
      await expect(card.locator('.katex').first()).toBeVisible();
      // The math is rendered, not left as $…$ source.
      await expect(card).not.toContainText('$x^2$');
    },
  },
  {
    name: 'a review session in progress, the answer shown',
    async open(page) {
      await addDeck(page);
      await page.goto('/flashcards/review?lang=hi');
      await expect(page.getByTestId('cards-left')).toHaveText('2 बचे');
      await page.getByRole('button', { name: 'उत्तर दिखाएँ (स्पेस)' }).click();
      const grades = page.getByRole('group', { name: 'आपको कितना अच्छा याद रहा?' });
      await grades.getByRole('button', { name: /^फिर से/ }).click();
      await expect(page.getByTestId('cards-left')).toHaveText('1 बचे');
      await page.getByRole('button', { name: 'उत्तर दिखाएँ (स्पेस)' }).click();
      await expect(grades.getByRole('button')).toHaveText([/फिर से\s*1 मि॰/, /कठिन\s*6 मि॰/, /ठीक\s*10 मि॰/, /आसान\s*\d+ दिन/]);
      await expect(page.getByRole('button', { name: 'पूर्ववत करें (Z)' })).toBeEnabled();
    },
  },
  {
    name: 'the suggest panel with proposed cards',
    async open(page) {
      await addDeck(page);
      await page.goto('/flashcards?lang=hi');
      await page.getByLabel('या पाठ चिपकाएँ').fill(PLANTS);
      await page.getByRole('button', { name: 'फ़्लैशकार्ड बनाएँ' }).click();
      const proposed = page.getByRole('region', { name: /^सुझाए गए फ़्लैशकार्ड \(\d+\)$/ });
      await expect(proposed).toBeVisible({ timeout: 20_000 });
      await expect(proposed.getByTestId('suggestion').first()).toBeVisible();
      await expect(proposed.getByRole('button', { name: /^\d+ कार्ड सहेजें$/ })).toBeEnabled();
    },
  },
  {
    name: 'the Anki import report',
    async open(page) {
      await addDeck(page);
      await page.goto('/flashcards?lang=hi');
      await page.getByLabel('Anki पैकेज आयात करें').setInputFiles({
        name: 'biology.apkg',
        mimeType: 'application/octet-stream',
        buffer: await ankiPackage(),
      });
      const report = page.getByRole('status').filter({ hasText: 'Anki पैकेज से' });
      await expect(report).toContainText('Anki पैकेज से 1 कार्ड आयात हुए।');
      await expect(report).toContainText('छोड़ा गया: एक नोट के अतिरिक्त कार्ड');
      await expect(page.getByRole('heading', { name: 'जीव विज्ञान / कोशिका के कार्ड' })).toBeVisible();
      // The card's picture came with it.
      await expect(page.getByTestId('flashcard').getByRole('img', { name: 'cell' })).toBeVisible();
    },
  },
  {
    name: 'the summarizer, a summary generated and saved',
    async open(page) {
      await page.goto('/ai-summarizer?lang=hi');
      await expect(page.getByRole('heading', { level: 1, name: 'AI सारांश' })).toBeVisible();
      await expect(page.getByText('अभी कोई सहेजा हुआ सारांश नहीं है।')).toBeVisible();
      await page.getByLabel('शीर्षक (वैकल्पिक)').fill('प्रकाश संश्लेषण');
      await page.getByLabel('मुख्य बातें').check();
      await page.getByLabel('सामग्री').fill(PLANTS);
      await expect(page.getByTestId('summary-char-count')).toHaveText(`${PLANTS.length} / 10,000 अक्षर`);
      await page.getByRole('button', { name: 'सारांश बनाएँ' }).click();
      const shown = page.getByRole('region', { name: 'प्रकाश संश्लेषण' });
      await expect(shown.getByTestId('summary-output')).not.toBeEmpty({ timeout: 20_000 });
      await shown.getByRole('button', { name: 'सहेजें', exact: true }).click();
      await expect(toastText(page, 'सारांश सहेजा गया')).toBeVisible();
      await expect(shown.getByRole('button', { name: 'सहेजा गया', exact: true })).toBeDisabled();
      const list = page.getByRole('list', { name: 'सहेजे गए सारांश' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem').first()).toContainText('मुख्य बातें');
      await expect(list.getByRole('button', { name: 'प्रकाश संश्लेषण देखें' })).toBeVisible();
    },
  },
  {
    name: 'a saved summary opened from the list',
    async open(page) {
      await postAs(page, '/api/summaries/save', { title: 'पानी का चक्र', content: PLANTS, summary: '- पानी भाप बनता है।', mode: 'summary' });
      await page.goto('/summaries?lang=hi');
      await page.getByRole('button', { name: 'पानी का चक्र देखें' }).click();
      const shown = page.getByRole('region', { name: 'पानी का चक्र' });
      await expect(shown.getByText(/^सहेजा गया: /)).toBeVisible();
      await expect(shown.getByRole('button', { name: 'पानी का चक्र से फ़्लैशकार्ड बनाएँ' })).toBeVisible();
      await expect(shown.getByRole('button', { name: 'कॉपी करें' })).toBeVisible();
    },
  },
  {
    name: 'offline: the banner, the kept queue and a grade waiting to sync',
    async open(page, context) {
      await addDeck(page);
      const kept = page.waitForResponse((response) => response.url().includes('/api/reviews/due') && response.url().includes('days=7'));
      await page.goto('/flashcards?lang=hi');
      await expect(page.getByTestId('due-count')).toHaveText('आज बाकी: 2');
      expect((await kept).status()).toBe(200);
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText('आप ऑफ़लाइन हैं।');
      await expect(page.getByTestId('due-count')).toHaveText('आज बाकी: 2 (इस डिवाइस पर रखे हुए)');
      await expectHindi(page, { closeToasts: true });

      await page.getByRole('link', { name: 'दोहराएँ', exact: true }).click();
      await expect(page.getByTestId('offline-review')).toHaveText(
        'ऑफ़लाइन दोहराव: आपके ग्रेड इस डिवाइस पर रखे जाते हैं और ऑनलाइन लौटते ही भेज दिए जाते हैं।',
      );
      await page.keyboard.press('Space');
      await page.keyboard.press('3');
      await expect(page.getByTestId('cards-left')).toHaveText('1 बचे');
      await expect(banner.getByTestId('sync-status')).toHaveText('1 दोहराव सिंक होने की प्रतीक्षा में');
    },
  },
];

for (const width of [1280, 390]) {
  for (const screen of SCREENS) {
    test(`in Hindi at ${width} px: ${screen.name}`, async ({ page, context }) => {
      test.slow(); // axe analyses the whole page
      await page.setViewportSize({ width, height: 900 });
      await signUpViaApi(page);
      await screen.open(page, context);
      await expectHindi(page, { closeToasts: true });
    });
  }
}
