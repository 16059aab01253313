import { expect, newUser, signUpViaApi, test, toasts } from './fixtures';
import { englishWords } from './english-words';
import { expectHindi } from './hindi-support';

// Studium in Hindi, the study screens (issue 31, decision 078): signed out (sign-in, sign-up,
// forgotten password) and signed in with content (dashboard with its Today list, notes, a note,
// settings), each with no English outside the allowed names, `<html lang="hi">`, axe clean and no
// sideways scrolling at 1280 and 390 px. The student's own words (a note, a deck) are Hindi too.

const origin = () => test.info().project.use.baseURL!;

const NOTE_TITLE = 'द्विघात समीकरण';
const NOTE_TEXT = 'समीकरण $x^2 - 5x + 6 = 0$ के मूल 2 और 3 हैं।';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signing in, signing up and a forgotten password, in Hindi, errors included', async ({ page }) => {
      test.slow(); // axe on four screens
      await page.goto('/sign-in?lang=hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइन इन करें');
      await expectHindi(page);

      // A wrong password says so in Hindi.
      const user = await signUpViaApi(page, newUser());
      await page.request.post('/api/auth/sign-out', { headers: { origin: origin() } });
      await page.goto('/sign-in');
      await page.getByLabel('ई-मेल').fill(user.email);
      await page.getByLabel('पासवर्ड').fill('not the password');
      await page.locator('form').getByRole('button', { name: 'साइन इन करें' }).click();
      await expect(page.getByRole('alert')).toHaveText('ई-मेल या पासवर्ड गलत है। दोनों जाँचकर फिर से कोशिश करें।');
      await expectHindi(page);

      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना खाता बनाएँ');
      await page.getByLabel('पहला नाम').fill('आशा');
      await page.getByLabel('उपनाम').fill('वर्मा');
      await page.getByLabel('ई-मेल').fill(newUser().email);
      await page.getByLabel('पासवर्ड').fill('short');
      await page.locator('form').getByRole('button', { name: 'खाता बनाएँ' }).click();
      await expect(page.getByText('कम से कम 8 अक्षर रखें।')).toBeVisible();
      await expectHindi(page);

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना पासवर्ड रीसेट करें');
      await expectHindi(page);
    });

    test('the dashboard, notes, a note and settings, in Hindi, with content', async ({ page }) => {
      test.slow(); // content, then axe on six screens
      await signUpViaApi(page, newUser({ firstName: 'आशा', lastName: 'वर्मा' }));
      const headers = { origin: origin() };
      expect((await page.request.put('/api/account/language', { headers, data: { language: 'hi' } })).status()).toBe(200);
      const note = await page.request.post('/api/notes', {
        headers,
        data: { title: NOTE_TITLE, content: NOTE_TEXT, subject: 'गणित', tags: ['बीजगणित', 'परीक्षा'] },
      });
      expect(note.status()).toBe(201);
      const { id } = (await note.json()) as { id: string };
      const cards = await page.request.post('/api/cards', {
        headers,
        data: { deckName: 'जीव विज्ञान', cards: [{ front: 'हल करें: $2^{10}$ कितना है?', back: '$1024$' }] },
      });
      expect(cards.status()).toBe(201);

      // The dashboard: the Today list names the deck's review in Hindi.
      await page.goto('/dashboard?lang=hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है, आशा!');
      const today = page.getByRole('region', { name: 'आज' });
      await expect(today.getByRole('link', { name: /जीव विज्ञान में 1 कार्ड दोहराएँ/ })).toBeVisible();
      await expect(page.getByTestId('due-today-tile')).toHaveText('आज बाकी: 1');
      await expect(page.getByTestId('upgrade-Pro')).toContainText('₹599/माह');
      await expectHindi(page);

      // The notes list with the Hindi note.
      await page.goto('/notes');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('नोट्स');
      await expect(page.getByTestId('notes-count')).toHaveText('1 नोट');
      await expect(page.getByRole('heading', { name: NOTE_TITLE })).toBeVisible();
      await expectHindi(page);

      // The editor's dialog, and a Hindi validation toast when the note is empty.
      await page.getByRole('button', { name: 'नया नोट' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('toolbar', { name: 'फ़ॉर्मैटिंग' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'बोल्ड' })).toBeVisible();
      await dialog.getByRole('button', { name: 'नोट बनाएँ' }).click();
      await expect(toasts(page).first()).toBeVisible();
      expect(await englishWords(page, toasts(page).first())).toEqual([]);
      await expectHindi(page, { root: dialog });
      await dialog.getByRole('button', { name: 'रद्द करें' }).click();

      // The note itself: its Hindi text with the math as written.
      await page.goto(`/notes/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTE_TITLE);
      await expect(page.getByTestId('note-content')).toContainText('के मूल 2 और 3 हैं');
      await expectHindi(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'समीकरण'))).toBe(true);

      // KaTeX inside Hindi text: the card's Hindi words around rendered math.
      await page.goto('/flashcards');
      const card = page.getByTestId('flashcard').first();
      await expect(card).toContainText('हल करें');
      await expect(card.locator('.katex').first()).toBeVisible();

      // Settings: every card, the sessions list and the language switch.
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('खाते की सेटिंग');
      await expect(page.getByTestId('sessions')).toContainText('अभी सक्रिय');
      await expect(page.getByRole('main').getByLabel('Language · भाषा')).toHaveValue('hi');
      await expectHindi(page);
    });
  });
}
