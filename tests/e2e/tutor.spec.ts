import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { TUTOR_TEXTS, NEW_CHAT_TITLE } from '../../src/shared/tutor';
import { OFFLINE_NOT_IN_NOTES } from '../../src/shared/citation';
import { DAILY_LIMITS } from '../../src/shared/usage';
import { expect, signUpViaApi, test, toastText } from './fixtures';

const origin = () => test.info().project.use.baseURL!;

const PHOTOSYNTHESIS =
  '<p>Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs red and blue light and reflects green ' +
  'light, which is why leaves look green. The plant turns carbon dioxide and water into glucose and oxygen.</p>';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function withPage(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  // A page from browser.newContext(), which @axe-core/playwright needs.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const input = (page: Page) => page.getByLabel('Message to the tutor');
const messageBox = (page: Page) => page.getByRole('log', { name: 'Messages' });
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const tutorMessages = (page: Page) => messageBox(page).locator('li[data-role="assistant"]');

async function openTutor(page: Page, path = '/dashboard/ai-tutor') {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { name: 'AI Tutor', level: 1 })).toBeVisible();
}

/**
 * The tutor's answers held at the network edge of the page: each POST of a message gets a stream
 * the test writes token by token, so what the screen shows between tokens, and Stop, can be seen.
 */
async function holdTutorReplies(page: Page) {
  await page.addInitScript(() => {
    const held = window as unknown as { __tutor?: { token: (text: string) => void }; __tutorCancelled?: boolean };
    const realFetch = window.fetch.bind(window);
    window.fetch = async (request, init) => {
      const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      if (init?.method !== 'POST' || !/\/api\/conversations\/[^/]+\/messages$/.test(url)) return realFetch(request, init);
      const encoder = new TextEncoder();
      let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (writer = controller) });
      init.signal?.addEventListener('abort', () => {
        held.__tutorCancelled = true;
        writer?.error(new DOMException('The user aborted a request.', 'AbortError'));
      });
      held.__tutor = { token: (text) => writer?.enqueue(encoder.encode(`event: token\ndata: ${JSON.stringify(text)}\n\n`)) };
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    };
  });
}

const writeToken = (page: Page, text: string) =>
  page.evaluate((t) => (window as unknown as { __tutor: { token: (text: string) => void } }).__tutor.token(t), text);

test('ask about my notes with Enter and Shift+Enter, read the cited reply, start a new chat, switch back and clear (1280 px)', async ({
  browser,
}) => {
  test.slow(); // axe analyses the whole page several times
  await withPage(browser, 1280, async (page) => {
    await signUpViaApi(page);
    const seeded = await page.request.post('/api/notes', {
      headers: { origin: origin() },
      data: { title: 'Plant biology', content: PHOTOSYNTHESIS, subject: 'Biology' },
    });
    expect(seeded.status()).toBe(201);
    await openTutor(page, '/dashboard/chat');
    await expect(page).toHaveTitle('AI Tutor · Studium');
    await expect(messageBox(page).getByText(TUTOR_TEXTS.greeting)).toBeVisible();
    await expect(page.getByRole('button', { name: TUTOR_TEXTS.send })).toBeDisabled();
    await input(page).fill('   ');
    await expect(page.getByRole('button', { name: TUTOR_TEXTS.send })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Shift+Enter adds a line and sends nothing; Enter sends.
    await input(page).fill('Why does chlorophyll make leaves look green?');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('Keep it short.');
    await expect(input(page)).toHaveValue('Why does chlorophyll make leaves look green?\nKeep it short.');
    await expect(messageBox(page).getByText(TUTOR_TEXTS.greeting)).toBeVisible();
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');

    const mine = messageBox(page).locator('li[data-role="user"]');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText('Why does chlorophyll make leaves look green?');
    await expect(mine.first()).toContainText('Keep it short.');
    const reply = tutorMessages(page).first();
    await expect(reply.getByText(TUTOR_TEXTS.tutorLabel, { exact: true })).toBeVisible();
    // The stored turn replaces the streamed one: one question, one reply.
    await expect(tutorMessages(page)).toHaveCount(1);
    await expect(mine).toHaveCount(1);
    await expect(reply).toContainText('From your notes "Plant biology"');
    await expect(reply).toContainText('Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.');
    await expect(reply.getByRole('link', { name: 'Plant biology' })).toHaveAttribute('href', '/notes');
    // Titled from the first message; the newest message is in view.
    const first = conversations(page).getByRole('button', { name: /^Why does chlorophyll make leaves look green\?/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    expect(await messageBox(page).evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight)).toBeLessThan(2);
    expect(await seriousViolations(page)).toEqual([]);

    await conversations(page).getByRole('button', { name: TUTOR_TEXTS.newChat }).click();
    await expect(conversations(page).getByRole('listitem').getByRole('button', { name: NEW_CHAT_TITLE, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(messageBox(page).getByText(TUTOR_TEXTS.greeting)).toBeVisible();
    await input(page).fill('How do volcanoes erupt?');
    await input(page).press('Enter');
    await expect(tutorMessages(page).first()).toContainText(OFFLINE_NOT_IN_NOTES);
    await expect(conversations(page).getByRole('button', { name: 'How do volcanoes erupt?', exact: true })).toBeVisible();

    // Switching conversations shows each one's own messages.
    await first.click();
    await expect(tutorMessages(page).first()).toContainText('From your notes "Plant biology"');
    await expect(messageBox(page)).not.toContainText('volcanoes');
    await conversations(page).getByRole('button', { name: 'How do volcanoes erupt?', exact: true }).click();
    await expect(messageBox(page)).toContainText('How do volcanoes erupt?');
    await expect(messageBox(page)).not.toContainText('chlorophyll');

    // Clear asks first; cancelling keeps the messages, confirming empties the conversation and keeps it.
    await page.getByRole('button', { name: TUTOR_TEXTS.clear, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: TUTOR_TEXTS.clearTitle });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(messageBox(page)).toContainText('How do volcanoes erupt?');
    await page.getByRole('button', { name: TUTOR_TEXTS.clear, exact: true }).click();
    await confirm.getByRole('button', { name: TUTOR_TEXTS.clear, exact: true }).click();
    await expect(messageBox(page).getByText(TUTOR_TEXTS.greeting)).toBeVisible();
    await expect(conversations(page).getByRole('button', { name: 'How do volcanoes erupt?', exact: true })).toBeVisible();
    const list = (await (await page.request.get('/api/conversations')).json()) as { id: string; title: string }[];
    const cleared = list.find((c) => c.title === 'How do volcanoes erupt?')!;
    expect(await (await page.request.get(`/api/conversations/${cleared.id}/messages`)).json()).toEqual([]);

    // Rename and delete, each from the list.
    await conversations(page).getByRole('button', { name: 'Rename How do volcanoes erupt?' }).click();
    await page.getByLabel('Title').fill('Volcanoes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(conversations(page).getByRole('button', { name: 'Volcanoes', exact: true })).toBeVisible();
    await conversations(page).getByRole('button', { name: 'Delete Volcanoes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(conversations(page).getByRole('button', { name: 'Volcanoes', exact: true })).toHaveCount(0);
    await expect(tutorMessages(page).first()).toContainText('From your notes "Plant biology"');
  });
});

test('a reply streams in word by word with its formula rendered, and Stop ends it (390 px)', async ({ browser }) => {
  test.slow();
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    await holdTutorReplies(page);
    await openTutor(page);
    expect(await seriousViolations(page)).toEqual([]);
    await input(page).fill('What did Einstein write?');
    await input(page).press('Enter');

    const stop = page.getByRole('button', { name: TUTOR_TEXTS.stop });
    await expect(stop).toBeVisible();
    await expect(messageBox(page).locator('li[data-role="user"]')).toContainText('What did Einstein write?');
    const reply = tutorMessages(page).last();
    await writeToken(page, 'Einstein showed that energy and mass are linked: ');
    await expect(reply).toContainText('Einstein showed that energy and mass are linked:');
    await expect(reply.locator('.katex')).toHaveCount(0);
    await writeToken(page, '$E = mc^2$');
    await expect(reply.locator('.katex').first()).toBeVisible();
    await expect(reply).toContainText('Einstein showed');
    // While it is written nothing else can be sent.
    await input(page).fill('Another question');
    await expect(page.getByRole('button', { name: TUTOR_TEXTS.send })).toHaveCount(0);
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('Another question');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await stop.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tutorCancelled?: boolean }).__tutorCancelled)).toBe(true);
    await expect(page.getByRole('button', { name: TUTOR_TEXTS.send })).toBeEnabled();
    // Stopping sends nothing: the draft stays in the input.
    await expect(input(page)).toHaveValue('Another question');
    await expect(messageBox(page)).not.toContainText('Another question');
  });
});

test('the daily chat limit shows the red box; another failure shows the Chat Error toast', async ({ page }) => {
  test.slow();
  await signUpViaApi(page);
  const created = await page.request.post('/api/conversations', { headers: { origin: origin() }, data: {} });
  const { id } = (await created.json()) as { id: string };
  for (let i = 1; i <= DAILY_LIMITS.Free.chat; i += 1) {
    const sent = await page.request.post(`/api/conversations/${id}/messages`, {
      headers: { origin: origin() },
      data: { content: `Q${i}` },
    });
    expect(sent.status()).toBe(200);
  }
  await openTutor(page);
  await input(page).fill('One more question');
  await input(page).press('Enter');
  const box = page.getByRole('alert').filter({ hasText: TUTOR_TEXTS.limit });
  await expect(box).toBeVisible();
  await expect(box).toContainText(TUTOR_TEXTS.limitTitle);
  await expect(box).toHaveClass(/text-destructive/);
  // The question stays, to send again later.
  await expect(input(page)).toHaveValue('One more question');

  await page.route('**/api/conversations/*/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too little to go on.', code: 'unprocessable' }),
        })
      : route.continue(),
  );
  await input(page).press('Enter');
  await expect(toastText(page, TUTOR_TEXTS.errorTitle)).toBeVisible();
  await expect(toastText(page, 'Too little to go on.')).toBeVisible();
  await expect(box).toHaveCount(0);
});
