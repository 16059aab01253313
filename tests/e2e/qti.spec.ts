import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { AXE_WIDTHS, completeQuiz, createQuiz, expectNoSidewaysScroll, FORMULA_TEXT, seriousAxeViolations } from './quiz-support';

const ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="light" title="Speed of light" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>B</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Which letter stands for the speed of light?</qti-prompt>
      <qti-simple-choice identifier="A">E</qti-simple-choice>
      <qti-simple-choice identifier="B">c</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
</qti-assessment-item>`;

/** A quiz made from the formula text and handed in, so that its export holds the answers. */
async function completedQuiz(page: Page) {
  const quiz = await createQuiz(page, { text: FORMULA_TEXT, numQuestions: '5' });
  await completeQuiz(
    page,
    quiz.id,
    quiz.questions.map((question) => (question.type === 'mcq' ? 0 : 'Energy and mass.')),
  );
  return quiz;
}

const importInput = (page: Page) => page.getByLabel('Import QTI');

test('a completed quiz downloads as a QTI zip, and the zip imports back as a quiz the page opens', async ({ page }) => {
  await signUpViaApi(page);
  const quiz = await completedQuiz(page);
  await page.goto(`/quiz/${quiz.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export QTI 3.0 (.zip)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-qti\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  await page.goto('/quiz-generator?tab=my-quizzes');
  await importInput(page).setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: zip });
  const report = page.getByTestId('qti-report');
  await expect(report).toContainText(`Imported 5 questions into ${quiz.title}.`);
  await expect(report).not.toContainText('Left out');
  await report.getByRole('link', { name: 'Open the imported quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]+$/);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
});

test('an item with nothing to import, or a file of the wrong type, is refused with its reason', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/quiz-generator?tab=my-quizzes');
  const match = ITEM.replace(
    /<qti-choice-interaction[\s\S]*<\/qti-choice-interaction>/,
    '<qti-match-interaction response-identifier="RESPONSE"/>',
  );
  await importInput(page).setInputFiles({ name: 'match.xml', mimeType: 'application/xml', buffer: Buffer.from(match) });
  await expect(page.getByText('None of the items could be imported')).toBeVisible();
  await importInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByText('Please upload a QTI package (.zip) or a single QTI item (.xml).')).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the import and its report, and the export link, have no serious accessibility problems at ${width} px`, async ({ browser }) => {
    const found = await seriousAxeViolations(browser, width, async (page, check) => {
      await page.goto('/quiz-generator?tab=my-quizzes');
      await expect(page.getByRole('heading', { name: 'Import QTI' })).toBeVisible();
      await check();
      await importInput(page).setInputFiles({ name: 'light.xml', mimeType: 'application/xml', buffer: Buffer.from(ITEM) });
      await expect(page.getByTestId('qti-report')).toContainText('Imported 1 question into Speed of light.');
      await expectNoSidewaysScroll(page);
      await check();
      const quiz = await completedQuiz(page);
      await page.goto(`/quiz/${quiz.id}`);
      await expect(page.getByRole('link', { name: 'Export QTI 3.0 (.zip)' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await check();
    });
    expect(found).toEqual([]);
  });
}
