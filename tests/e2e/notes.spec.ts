import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Download, Locator, Page } from '@playwright/test';
import { type Note, NOTE_MESSAGES, NOTE_TOASTS, type NoteInput } from '../../src/shared/note';
import { UPLOAD_MESSAGES } from '../../src/shared/upload';
import { LINK_REFUSED_MESSAGE } from '../../src/client/features/note/editor/link-address';
import { expect, signUpViaApi, test, toastText, toasts } from './fixtures';

const origin = () => test.info().project.use.baseURL!;

async function seedNote(page: Page, input: NoteInput): Promise<Note> {
  const response = await page.request.post('/api/notes', { headers: { origin: origin() }, data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Note;
}

async function openNotes(page: Page, notes: NoteInput[] = []) {
  await signUpViaApi(page);
  // One after the other: the list is newest first, so the last seeded note comes first.
  for (const note of notes) await seedNote(page, note);
  await page.goto('/notes');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.getByText('Organize and export your study notes')).toBeVisible();
  await expect(page.getByText('Loading your notes...')).toBeHidden();
}

const cards = (page: Page) => page.getByTestId('note-card');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** Radix's toast region is hidden from the accessibility tree while a modal dialog is open: find toasts by text. */
const editorOf = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Content' });

async function openCreateDialog(page: Page, button = 'New Note') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Note' });
  await expect(dialog).toBeVisible();
  await expect(editorOf(dialog)).toBeVisible();
  return dialog;
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile(await download.path(), 'utf8') };
}

const BIOLOGY = {
  title: 'Cell structure',
  content: '<p>Mitochondria are the powerhouse of the cell.</p>',
  subject: 'Biology',
  tags: ['cells', 'organelles'],
};
const HISTORY = {
  title: 'World War I',
  content: '<p>The war began in 1914 after the assassination in Sarajevo.</p>',
  subject: 'History',
  tags: ['europe', 'wars'],
};
const MATHS = {
  title: 'Quadratic equations',
  content: '<p>Use the discriminant to count the real roots.</p>',
  subject: 'Mathematics',
  tags: ['algebra'],
};

test('a note written with the toolbar and shortcuts keeps its bold text, list and link, and shows on a card', async ({ page }) => {
  await openNotes(page);
  const dialog = await openCreateDialog(page);
  await expect(dialog.getByText('Add a new note to your collection')).toBeVisible();
  await dialog.getByLabel('Title').fill('Photosynthesis');
  await expect(dialog.getByLabel('Subject')).toHaveAttribute('placeholder', 'e.g. Mathematics, History, Science');
  await dialog.getByLabel('Subject').fill('Biology');
  await dialog.getByLabel('Tags (comma-separated)').fill('plants, , light ,exam, chlorophyll');

  const editor = editorOf(dialog);
  await editor.click();
  await page.keyboard.type('Plants make ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('glucose');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' from light.');
  await page.keyboard.press('Enter');

  const bulletList = dialog.getByRole('button', { name: 'Bullet list' });
  await expect(bulletList).toHaveAttribute('aria-pressed', 'false');
  await bulletList.click();
  await expect(bulletList).toHaveAttribute('aria-pressed', 'true');
  // A toolbar button hands the caret back to the editor a frame later; a user types once it is there.
  await expect(editor).toBeFocused();
  await page.keyboard.type('Chlorophyll');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Water');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(bulletList).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.type('Read ');
  await page.keyboard.press('ControlOrMeta+k');
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await expect(linkDialog.getByLabel('Address')).toBeFocused();
  await linkDialog.getByLabel('Address').fill('example.org/light');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await expect(editor.locator('strong')).toHaveText('glucose');
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  await expect(editor.locator('ul > li')).toHaveText(['Chlorophyll', 'Water']);
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.org/light');

  await dialog.getByRole('button', { name: 'Create Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, NOTE_TOASTS.createdTitle)).toBeVisible();
  await expect(toastText(page, NOTE_TOASTS.created)).toBeVisible();

  const created = card(page, 'Photosynthesis');
  await expect(created.getByTestId('note-subject')).toHaveText('Biology');
  await expect(created.getByTestId('note-preview')).toContainText('Plants make glucose from light.');
  await expect(created.getByTestId('note-preview')).toHaveText(/\.\.\.$/);
  await expect(created.locator('time')).toHaveText(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date()));
  // Blank tags are dropped; three are shown and the rest counted.
  await expect(created.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['plants', 'light', 'exam', '+1 more']);

  const [saved] = (await (await page.request.get('/api/notes')).json()) as Note[];
  expect(saved!.content).toContain('<strong>glucose</strong>');
  expect(saved!.content).toMatch(/<ul><li><p>Chlorophyll<\/p><\/li><li><p>Water<\/p><\/li><\/ul>/);
  expect(saved!.content).toMatch(/<a [^>]*href="https:\/\/example\.org\/light"/);
  expect(saved!.tags).toEqual(['plants', 'light', 'exam', 'chlorophyll']);

  // The form starts empty again after a successful create.
  const again = await openCreateDialog(page);
  await expect(again.getByLabel('Title')).toHaveValue('');
  await expect(again.getByLabel('Tags (comma-separated)')).toHaveValue('');
  await expect(editorOf(again)).toHaveText('');
});

test('the toolbar sets headings, alignment, quote and strike, and undo takes a change back', async ({ page }) => {
  await openNotes(page);
  const dialog = await openCreateDialog(page);
  const editor = editorOf(dialog);
  await editor.click();
  await page.keyboard.type('Chapter one');
  await dialog.getByRole('combobox', { name: 'Block type' }).selectOption('Heading 2');
  await expect(editor.locator('h2')).toHaveText('Chapter one');
  await dialog.getByRole('button', { name: 'Align center' }).click();
  await expect(editor.locator('h2')).toHaveCSS('text-align', 'center');
  await expect(dialog.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Quote' }).click();
  await dialog.getByRole('button', { name: 'Strikethrough' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('old idea');
  await expect(editor.locator('blockquote s')).toHaveText('old idea');

  // Typing pauses longer than the 500 ms grouping delay make separate undo steps.
  await page.waitForTimeout(600);
  await page.keyboard.type(' again');
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(editor.locator('blockquote')).toHaveText('old idea');
  // The button hands focus back to the editor a frame later; the shortcut must wait for it, as above.
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(editor.locator('blockquote')).toHaveText('old idea again');

  // The toolbar is one tab stop; the arrow keys move inside it.
  await dialog.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('button', { name: 'Redo' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: 'Bold' })).toBeFocused();
});

test('a javascript: link is refused with a message; a mailto link is accepted', async ({ page }) => {
  await openNotes(page);
  const dialog = await openCreateDialog(page);
  const editor = editorOf(dialog);
  await editor.click();
  await page.keyboard.type('Contact the teacher');
  await page.keyboard.press('ControlOrMeta+a');
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();

  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  const address = linkDialog.getByLabel('Address');
  await address.fill('javascript:alert(document.cookie)');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog.getByRole('alert')).toHaveText(LINK_REFUSED_MESSAGE);
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(linkDialog).toBeVisible();

  await address.fill('JaVa\tScRiPt:alert(1)');
  await address.press('Enter');
  await expect(linkDialog.getByRole('alert')).toHaveText(LINK_REFUSED_MESSAGE);
  await expect(editor.locator('a')).toHaveCount(0);

  await address.fill('teacher@example.org');
  await expect(linkDialog.getByRole('alert')).toHaveText('');
  await address.press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a')).toHaveAttribute('href', 'mailto:teacher@example.org');
  // Reopened on the link, the dialog shows its address; Escape closes the link dialog only.
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  const editLink = page.getByRole('dialog', { name: 'Edit link' });
  await expect(editLink.getByLabel('Address')).toHaveValue('mailto:teacher@example.org');
  await page.keyboard.press('Escape');
  await expect(editLink).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('the create dialog keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await openNotes(page);
  const dialog = await openCreateDialog(page);
  await expect(dialog.getByLabel('Title')).toBeFocused();

  // Title → Subject, Tags, block type, the toolbar (one stop), content, Cancel, Create Note, Close → Title.
  const stops: string[] = [];
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const where = active?.closest('[role="dialog"]') ? 'in' : 'OUT';
        return `${where}:${active?.tagName.toLowerCase()}:${active?.getAttribute('aria-label') ?? (active?.id || active?.textContent)}`;
      }),
    );
  }
  expect(
    stops.filter((stop) => !stop.startsWith('in:')),
    stops.join('\n'),
  ).toEqual([]);
  expect(new Set(stops).size, stops.join('\n')).toBe(9);
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'New Note' })).toBeFocused();
});

test('empty state, then the validation toast, then a first note', async ({ page }) => {
  await openNotes(page);
  await expect(page.getByText('No notes found')).toBeVisible();
  await expect(page.getByText('Create your first note to get started')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Text' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export Markdown' })).toBeDisabled();

  const dialog = await openCreateDialog(page, 'Create First Note');
  await dialog.getByRole('button', { name: 'Create Note' }).click();
  await expect(toastText(page, NOTE_MESSAGES.validationTitle)).toBeVisible();
  await expect(toastText(page, NOTE_MESSAGES.titleAndContentRequired)).toBeVisible();
  // The toast leaves the dialog's buttons free: the student fixes the form and presses again at once.
  const toast = (await toasts(page).boundingBox())!;
  for (const name of ['Create Note', 'Cancel']) {
    const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    const apart =
      button.x >= toast.x + toast.width ||
      toast.x >= button.x + button.width ||
      button.y >= toast.y + toast.height ||
      toast.y >= button.y + button.height;
    expect(apart, `the toast covers ${name}`).toBe(true);
  }

  // Spaces are no title, and an editor holding only an empty paragraph is no content.
  await dialog.getByLabel('Title').fill('   ');
  await editorOf(dialog).click();
  await page.keyboard.type('Enough content');
  await dialog.getByRole('button', { name: 'Create Note' }).click();
  await expect(toastText(page, NOTE_MESSAGES.titleAndContentRequired)).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Title').fill('First note');
  await dialog.getByRole('button', { name: 'Create Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'First note').getByTestId('note-subject')).toHaveText('General');
  await expect(page.getByRole('button', { name: 'Export Text' })).toBeEnabled();

  await page.getByPlaceholder('Search notes...').fill('nothing like this');
  await expect(page.getByText('No notes found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create First Note' })).toHaveCount(0);
});

test('a note the server refuses shows its message in an error toast and stays in the dialog', async ({ page }) => {
  await openNotes(page);
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel('Title').fill('Too many letters');
  await dialog.getByLabel('Tags (comma-separated)').fill(`short, ${'x'.repeat(41)}`);
  await editorOf(dialog).click();
  await page.keyboard.type('Some content');
  await dialog.getByRole('button', { name: 'Create Note' }).click();
  await expect(toastText(page, NOTE_TOASTS.errorTitle)).toBeVisible();
  await expect(toastText(page, NOTE_MESSAGES.tagTooLong)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Note' })).toBeEnabled();
  await expect(dialog.getByLabel('Title')).toHaveValue('Too many letters');
});

test('search finds notes by tag, title or content whatever the case; the subject filter is an exact match', async ({ page }) => {
  const MATHS_SHORT = { title: 'Times tables', content: '<p>Seven eights are fifty-six.</p>', subject: 'Math', tags: ['arithmetic'] };
  await openNotes(page, [BIOLOGY, HISTORY, MATHS, MATHS_SHORT]);
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).getByRole('heading')).toHaveText(['Times tables', 'Quadratic equations', 'World War I', 'Cell structure']);

  const search = page.getByPlaceholder('Search notes...');
  await search.fill('ORGANELLES');
  await expect(cards(page).getByRole('heading')).toHaveText(['Cell structure']);
  await search.fill('sarajevo');
  await expect(cards(page).getByRole('heading')).toHaveText(['World War I']);
  await search.fill('quadratic');
  await expect(cards(page).getByRole('heading')).toHaveText(['Quadratic equations']);
  await search.fill('');
  await expect(cards(page)).toHaveCount(4);

  const subject = page.getByRole('combobox', { name: 'Filter by subject' });
  await expect(subject.locator('option')).toHaveText(['All Subjects', 'Biology', 'History', 'Math', 'Mathematics']);
  await subject.selectOption('Math');
  await expect(cards(page).getByRole('heading')).toHaveText(['Times tables']);
  await subject.selectOption('Mathematics');
  await expect(cards(page).getByRole('heading')).toHaveText(['Quadratic equations']);
  await search.fill('sarajevo');
  await expect(page.getByText('No notes found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await subject.selectOption('All Subjects');
  await expect(cards(page).getByRole('heading')).toHaveText(['World War I']);
});

test('two selected notes export to a text file holding both and not the third', async ({ page }) => {
  await openNotes(page, [BIOLOGY, HISTORY, MATHS]);
  await expect(page.getByRole('button', { name: 'Export Text' })).toBeEnabled();

  // A click on the card and a click on its checkbox both toggle the selection.
  await card(page, 'Cell structure').getByTestId('note-preview').click();
  await expect(card(page, 'Cell structure')).toHaveAttribute('data-selected', 'true');
  await page.getByRole('checkbox', { name: 'Select World War I' }).check();
  await expect(page.getByRole('checkbox', { name: 'Select Cell structure' })).toBeChecked();
  await expect(page.getByText('2 selected')).toBeVisible();

  const { download, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Export Selected (2)' }).click());
  expect(download.suggestedFilename()).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(text).toContain('Cell structure');
  expect(text).toContain('Mitochondria are the powerhouse of the cell.');
  expect(text).toContain('World War I');
  expect(text).not.toContain('Quadratic equations');
  await expect(toastText(page, NOTE_TOASTS.exportedTitle)).toBeVisible();
  await expect(toastText(page, NOTE_TOASTS.exported)).toBeVisible();

  await card(page, 'Cell structure').click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(/selected$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Text' })).toBeVisible();
});

test('Markdown export takes the chosen subject, and Select All takes only the filtered notes', async ({ page }) => {
  await openNotes(page, [BIOLOGY, HISTORY, MATHS, { ...HISTORY, title: 'Cold War', tags: ['ussr'] }]);
  await page.getByRole('combobox', { name: 'Filter by subject' }).selectOption('History');
  await expect(cards(page)).toHaveCount(2);

  const { download, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Export Markdown' }).click());
  expect(download.suggestedFilename()).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.md$/);
  expect(text).toMatch(/^# Cold War$/m);
  expect(text).toMatch(/^# World War I$/m);
  expect(text).not.toContain('Cell structure');
  expect(text).not.toContain('Quadratic');

  await card(page, 'Cold War').click();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by subject' }).selectOption('All Subjects');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  const all = await downloadedText(page, () => page.getByRole('button', { name: 'Export Selected (2)' }).click());
  expect(all.text).toContain('Cold War');
  expect(all.text).not.toContain('Cell structure');
});

test('editing a note updates its card; focus returns to its edit button', async ({ page }) => {
  await openNotes(page, [BIOLOGY, HISTORY]);
  await page.getByRole('button', { name: 'Edit Cell structure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Note' });
  await expect(dialog.getByText('Update your note content and details')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Cell structure');
  await expect(dialog.getByLabel('Subject')).toHaveValue('Biology');
  await expect(dialog.getByLabel('Tags (comma-separated)')).toHaveValue('cells, organelles');
  await expect(editorOf(dialog)).toHaveText('Mitochondria are the powerhouse of the cell.');

  await dialog.getByLabel('Title').fill('Cell biology');
  await dialog.getByLabel('Subject').fill('');
  await dialog.getByLabel('Tags (comma-separated)').fill('cells');
  await editorOf(dialog).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Ribosomes build proteins.');
  await dialog.getByRole('button', { name: 'Update Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, NOTE_TOASTS.updatedTitle)).toBeVisible();

  const edited = card(page, 'Cell biology');
  await expect(edited.getByTestId('note-subject')).toHaveText('General');
  await expect(edited.getByTestId('note-preview')).toContainText('Ribosomes build proteins.');
  await expect(edited.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['cells']);
  await expect(card(page, 'Cell structure')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Cell biology' })).toBeFocused();

  // Cancel leaves the note as it was, and the next opening starts from the saved note.
  await page.getByRole('button', { name: 'Edit Cell biology' }).click();
  await dialog.getByLabel('Title').fill('Not saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Cell biology')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Cell biology' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Cell biology');
});

test('delete asks for confirmation in an alert dialog', async ({ page }) => {
  await openNotes(page, [BIOLOGY, HISTORY]);
  await page.getByRole('button', { name: 'Delete World War I' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Note' });
  await expect(confirm).toContainText('Are you sure you want to delete this note?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete World War I' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete World War I' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, NOTE_TOASTS.deletedTitle)).toBeVisible();
  await expect(toastText(page, NOTE_TOASTS.deleted)).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(['Cell structure']);
  await expect(page.getByRole('button', { name: 'New Note' })).toBeFocused();
  const remaining = (await (await page.request.get('/api/notes')).json()) as Note[];
  expect(remaining.map((note) => note.title)).toEqual(['Cell structure']);
});

test('Import File turns a text file into a note; a wrong type is refused before upload', async ({ page }) => {
  await openNotes(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import File' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Lecture 3 notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from("Newton's laws of motion.\n\nThe first law is about inertia."),
  });
  const imported = card(page, 'Lecture 3 notes');
  await expect(imported).toBeVisible();
  await expect(imported.getByTestId('note-preview')).toContainText("Newton's laws of motion.");
  await expect(toastText(page, 'File Imported')).toBeVisible();

  const second = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import File' }).click();
  await (await second).setFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(toastText(page, 'Import Failed')).toBeVisible();
  await expect(toastText(page, UPLOAD_MESSAGES.wrongTypeOrWord)).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the notes page and the create dialog fit the width', async ({ page }) => {
    await openNotes(page, [BIOLOGY, { ...HISTORY, tags: ['europe', 'wars', 'treaties', 'empires', 'alliances'] }]);
    await expect(cards(page)).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(second!.y, 'one column').toBeGreaterThan(first!.y + first!.height - 1);

    const dialog = await openCreateDialog(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole('button', { name: 'Redo' })).toBeInViewport();
  });
});

async function seriousAxeViolations(browser: Browser, theme: 'light' | 'dark') {
  const context = await browser.newContext();
  try {
    await context.addInitScript((choice) => localStorage.setItem('studium-theme', choice), theme);
    const page = await context.newPage();
    await openNotes(page, [BIOLOGY, HISTORY, { ...MATHS, tags: ['algebra', 'roots', 'exam', 'formula', 'week 3'] }]);
    await card(page, 'World War I').click();
    await expect(page.getByText('1 selected')).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const results = await new AxeBuilder({ page }).analyze();
    const dialog = await openCreateDialog(page);
    await expect(dialog.getByRole('button', { name: 'Bold' })).toBeVisible();
    const dialogResults = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    return [...results.violations, ...dialogResults.violations]
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
  } finally {
    await context.close();
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the notes page and its dialog have no serious accessibility problems (${theme})`, async ({ browser }) => {
    test.slow(); // axe analyses the whole page
    expect(await seriousAxeViolations(browser, theme)).toEqual([]);
  });
}
