import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PDF_NOTICES } from '../../src/shared/upload';
import { expect, signUpViaApi, test, toasts } from './fixtures';

const PDF = new URL('../../src/server/ingest/documents/fixtures/TAMReview.pdf', import.meta.url);
const NOTICE = PDF_NOTICES.unreadablePages(Array.from({ length: 21 }, (_, index) => index + 2));

async function importPartlyReadablePdf(page: Page) {
  await signUpViaApi(page);
  await page.goto('/notes');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import File' }).click();
  await (await chooser).setFiles({ name: 'TAMReview.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) });
}

for (const width of [1280, 390]) {
  test(`a PDF with unreadable pages becomes a note of its readable pages, and the toast says which were left out (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await importPartlyReadablePdf(page);
    const imported = page.getByRole('article', { name: 'TAMReview', exact: true });
    await expect(imported).toBeVisible();
    await expect(imported.getByTestId('note-preview')).toContainText('Working Papers on Information Systems');
    const toast = toasts(page);
    await expect(toast.getByText('File Imported', { exact: true })).toBeVisible();
    await expect(toast).toContainText(NOTICE);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
}
