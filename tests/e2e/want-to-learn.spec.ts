import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { ANALYZE_MESSAGES } from '../../src/shared/want-to-learn';
import { LINK_MESSAGES } from '../../src/shared/link';
import { SPEECH_MESSAGES } from '../../src/shared/speech';
import { makeWav } from '../../src/server/speech/test-wav';
import { expect, holdRequests, signUpViaApi, test, toastText, toasts } from './fixtures';

const OCR_FIXTURE = path.resolve('src/server/ingest/ocr/fixtures/testocr.png');

const WATER_CYCLE =
  'The water cycle describes how water moves between the oceans, the air and the land. ' +
  'Heat from the Sun evaporates water from oceans, lakes and rivers, and plants release water vapour through their leaves. ' +
  'As the vapour rises it cools and condenses into tiny droplets that form clouds. ' +
  'When the droplets join and grow heavy, they fall as precipitation such as rain, snow or hail. ' +
  'Some water runs off the land into rivers, and some soaks into the ground and becomes groundwater. ' +
  'Rivers and groundwater carry the water back to the oceans, where the cycle begins again.';

const CARD_TITLES = ['Upload Text File', 'Upload Voice Recording', 'Upload Screenshot/Image', 'Paste Link', 'Type Topic', 'Voice Input'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function withPage(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const card = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title.replace('/', '\\/')}`) });
const results = (page: Page) => page.getByRole('region', { name: 'AI Analysis Results' });
const audioState = (page: Page) =>
  page.getByTestId('voice-tutor-audio').evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, src: audio.currentSrc }));

async function openPage(page: Page) {
  await page.goto('/want-to-learn');
  await expect(page.getByRole('heading', { name: 'What do you want to learn today?', level: 1 })).toBeVisible();
  await expect(page.getByText('Upload, paste, or speak – and let AI guide you.', { exact: true })).toBeVisible();
}

/** The options of each quick-quiz question, as shown: "A. …", "B. …". */
async function optionLetters(question: Locator) {
  return (await question.locator('ul > li').allInnerTexts()).map((text) => text.trim().slice(0, 2));
}

test('a typed topic is explained with a plan and a lettered quiz, tried, listened to, paused, resumed, and saved (1280 px)', async ({
  browser,
}) => {
  test.slow(); // speech synthesis and axe on a busy machine
  await withPage(browser, 1280, async (page) => {
    await signUpViaApi(page);
    await openPage(page);
    for (const title of CARD_TITLES) await expect(card(page, title)).toBeVisible();
    // One card selected at a time: Type Topic to start with.
    await expect(card(page, 'Type Topic')).toHaveAttribute('aria-pressed', 'true');
    await card(page, 'Paste Link').click();
    await expect(card(page, 'Paste Link')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Type Topic')).toHaveAttribute('aria-pressed', 'false');
    await card(page, 'Type Topic').click();

    const topic = page.getByLabel('Topic or text');
    await expect(topic).toHaveAttribute('rows', '4');
    const analyze = page.getByRole('button', { name: 'Analyze Topic' });
    await expect(analyze).toBeDisabled();
    await topic.fill('   ');
    await expect(analyze).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Held back until the busy state has been seen.
    const analysis = await holdRequests(page, '**/api/analyzeText');
    await topic.fill(WATER_CYCLE);
    await analyze.click();
    await expect(page.getByText('Analyzing your content...', { exact: true })).toBeVisible();
    await expect(card(page, 'Upload Text File')).toBeDisabled();
    analysis.release();

    await expect(results(page)).toBeVisible({ timeout: 20_000 });
    await expect(toastText(page, 'Topic analyzed successfully!')).toBeVisible();
    await expect(page.getByText('Analyzing your content...')).toHaveCount(0);
    await expect(results(page).getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expect(page.getByTestId('explanation')).toContainText('water');
    const plan = results(page).getByRole('region', { name: 'Study Plan' });
    expect(await plan.locator('ol > li').count()).toBeGreaterThan(2);

    const quiz = results(page).getByRole('region', { name: 'Quick Quiz' });
    const questions = quiz.locator('ol > li');
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const question = questions.nth(i);
      await expect(question).toContainText(`${i + 1}.`);
      expect(await optionLetters(question)).toEqual(['A.', 'B.', 'C.', 'D.']);
      // The right answer is shown in green, one per question.
      const correct = question.locator('li[data-correct]');
      await expect(correct).toHaveCount(1);
      await expect(correct.locator(':scope > div')).toHaveClass(/bg-green-50/);
    }

    // Try it: the answers are hidden until an option is picked.
    await quiz.getByRole('button', { name: 'Try it' }).click();
    await expect(quiz.locator('li[data-correct]')).toHaveCount(0);
    const first = questions.first();
    await first.getByRole('button').first().click();
    await expect(first.locator('li[data-correct]')).toHaveCount(1);
    await expect(first.getByRole('status')).toHaveText(/^(Correct!|Not quite: the answer is [A-D]\.)$/);
    if (count > 1) await expect(questions.nth(1).locator('li[data-correct]')).toHaveCount(0);
    await quiz.getByRole('button', { name: 'Show answers' }).click();
    await expect(quiz.locator('li[data-correct]')).toHaveCount(count);
    expect(await seriousViolations(page)).toEqual([]);

    // The voice tutor: Listen → Pause → Resume, with the <audio> element following.
    await results(page).getByRole('button', { name: 'Listen with Voice Tutor' }).click();
    const pause = results(page).getByRole('button', { name: 'Pause Voice Tutor' });
    await expect(pause).toBeVisible({ timeout: 30_000 });
    expect(await audioState(page)).toMatchObject({ paused: false, src: expect.stringMatching(/\/api\/audio\/[0-9a-f-]{36}$/) });
    const clip = (await audioState(page)).src;
    await pause.click();
    await expect(results(page).getByRole('button', { name: 'Resume Voice Tutor' })).toBeVisible();
    expect((await audioState(page)).paused).toBe(true);
    await results(page).getByRole('button', { name: 'Resume Voice Tutor' }).click();
    await expect(pause).toBeVisible();
    // Resumed, not fetched again: the same clip plays on.
    expect(await audioState(page)).toEqual({ paused: false, src: clip });
    await pause.click();

    // If resuming fails, the clip is dropped and the speech fetched again, then played.
    await page.getByTestId('voice-tutor-audio').evaluate((audio: HTMLAudioElement) => {
      const play = audio.play.bind(audio);
      audio.play = () => {
        audio.play = play;
        return Promise.reject(new DOMException('The clip is gone.', 'NotSupportedError'));
      };
    });
    const fetchedAgain = page.waitForRequest('**/api/textToSpeech');
    await results(page).getByRole('button', { name: 'Resume Voice Tutor' }).click();
    await fetchedAgain;
    await expect(pause).toBeVisible({ timeout: 30_000 });
    const refetched = await audioState(page);
    expect(refetched.paused).toBe(false);
    expect(refetched.src).toMatch(/\/api\/audio\/[0-9a-f-]{36}$/);
    expect(refetched.src).not.toBe(clip);
    await pause.click();

    await results(page).getByRole('button', { name: 'Save as Note' }).click();
    await expect(toastText(page, 'Saved as Note')).toBeVisible();
    await expect(results(page).getByRole('button', { name: 'Saved to Notes' })).toBeDisabled();
    const notes = (await (await page.request.get('/api/notes')).json()) as { title: string; content: string }[];
    expect(notes[0]!.title).toMatch(/^The water cycle describes/);
    expect(notes[0]!.content).toContain('<h3>Quick Quiz</h3>');

    await results(page).getByRole('button', { name: 'Save Quiz' }).click();
    await expect(toastText(page, 'Quiz Saved')).toBeVisible();
    const open = results(page).getByRole('link', { name: 'Open Saved Quiz' });
    const quizzes = (await (await page.request.get('/api/quizzes')).json()) as { id: string; questionCount: number }[];
    expect(quizzes).toHaveLength(1);
    expect(quizzes[0]!.questionCount).toBe(count);
    await expect(open).toHaveAttribute('href', `/quiz/${quizzes[0]!.id}`);
    await open.click();
    await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
  });
});

test('an uploaded screenshot is read with OCR and its text analysed (390 px)', async ({ browser }) => {
  test.slow(); // OCR on a busy machine
  await withPage(browser, 390, async (page) => {
    await signUpViaApi(page);
    await openPage(page);
    expect(await seriousViolations(page)).toEqual([]);

    const chooser = page.waitForEvent('filechooser');
    await card(page, 'Upload Screenshot/Image').click();
    await (await chooser).setFiles(OCR_FIXTURE);
    await expect(card(page, 'Upload Screenshot/Image')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Analyzing your content...', { exact: true })).toBeVisible();

    await expect(results(page)).toBeVisible({ timeout: 60_000 });
    await expect(toastText(page, 'Content analyzed successfully!')).toBeVisible();
    await results(page).getByText('Text that was analyzed').click();
    await expect(page.getByTestId('read-text')).toContainText('quick brown dog');
    await expect(page.getByTestId('explanation')).toContainText(/brown dog|lazy fox/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a recording without an AI provider is answered inline with what to do instead; bad files and links are refused', async ({ page }) => {
  await signUpViaApi(page);
  await openPage(page);

  // A WAV dropped on the voice card: the offline server cannot transcribe it (501).
  const wav = makeWav({ durationMs: 500 }).toString('base64');
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'question.wav', { type: 'audio/wav' }));
    return transfer;
  }, wav);
  await page.getByTestId('option-audio').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(card(page, 'Upload Voice Recording')).toHaveAttribute('aria-pressed', 'true');
  const notice = page.getByRole('alert').filter({ hasText: 'Voice recordings cannot be transcribed here' });
  await expect(notice).toContainText(SPEECH_MESSAGES.noTranscriber);
  await expect(notice).toContainText(SPEECH_MESSAGES.typeOrUploadInstead);
  await expect(toasts(page)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Type Topic' }).click();
  await expect(notice).toHaveCount(0);
  await expect(card(page, 'Type Topic')).toHaveAttribute('aria-pressed', 'true');

  // A document that is too long is cut, and the result says so.
  const chooser = page.waitForEvent('filechooser');
  await card(page, 'Upload Text File').click();
  await (await chooser).setFiles({ name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(`${WATER_CYCLE} `.repeat(40)) });
  await expect(results(page)).toBeVisible({ timeout: 20_000 });
  await expect(results(page).getByText(ANALYZE_MESSAGES.cut)).toBeVisible();
  await expect(toastText(page, 'Content analyzed successfully!')).toBeVisible();

  // A file of the wrong kind is refused before it is sent.
  const imageChooser = page.waitForEvent('filechooser');
  await card(page, 'Upload Screenshot/Image').click();
  await (await imageChooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toastText(page, 'Error')).toBeVisible();
  await expect(toastText(page, 'Please upload an image: PNG, JPEG, WebP, BMP or GIF.')).toBeVisible();

  // A PDF named and typed as an image gets past the browser; the server reads its bytes and refuses it.
  const disguisedChooser = page.waitForEvent('filechooser');
  await card(page, 'Upload Screenshot/Image').click();
  await (await disguisedChooser).setFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(
    toastText(page, /^Upload failed: (Unsupported Media Type|415)\. Please upload an image: PNG, JPEG, WebP, BMP or GIF\.$/),
  ).toBeVisible();

  // A link to this machine is refused by the server without being fetched.
  await card(page, 'Paste Link').click();
  const link = page.getByLabel('Link to a web page');
  await expect(link).toHaveAttribute('type', 'url');
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeDisabled();
  await link.fill('http://127.0.0.1/admin');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(toastText(page, LINK_MESSAGES.privateAddress)).toBeVisible();

  // The session ends while the page is open.
  await page.context().clearCookies();
  await card(page, 'Type Topic').click();
  await page.getByLabel('Topic or text').fill('Photosynthesis');
  await page.getByRole('button', { name: 'Analyze Topic' }).click();
  await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
  await expect(page.getByText('You need to be logged in to use the learning features.')).toBeVisible();
});

test('Voice Input records from the microphone with a timer and a stop button; offline, the words heard live are analysed', async ({
  playwright,
}) => {
  test.slow();
  const { launchOptions } = test.info().project.use;
  // A browser with a fake microphone (a tone), granted without asking.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The browser's own recognition would send the sound to its vendor: a stand-in hears one phrase.
    await page.addInitScript(() => {
      class HeardPhrase {
        onresult: ((event: unknown) => void) | null = null;
        start() {
          setTimeout(() => this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'photosynthesis' } }] }), 300);
        }
        stop() {}
      }
      Object.assign(window, { SpeechRecognition: HeardPhrase, webkitSpeechRecognition: HeardPhrase });
    });
    await signUpViaApi(page);
    await openPage(page);
    await card(page, 'Voice Input').click();
    await expect(page.getByText("Words appear as you speak, using your browser's speech recognition.")).toBeVisible();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('timer')).toHaveText('Recording 0:01', { timeout: 5_000 });
    await expect(page.getByLabel('What you said so far')).toHaveText('photosynthesis');
    await page.getByRole('button', { name: 'Stop Recording' }).click();

    await expect(results(page)).toBeVisible({ timeout: 20_000 });
    await expect(toastText(page, 'Content analyzed successfully!')).toBeVisible();
    await expect(page.getByTestId('read-text')).toHaveText('photosynthesis');
    await expect(page.getByTestId('explanation')).toContainText('photosynthesis');
    await expect(page.getByText('Voice recordings cannot be transcribed here')).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
