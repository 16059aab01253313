import { describe, expect, it } from 'vitest';
import { exportFileName, NOTE_MESSAGES } from '../../../shared/note';
import { request, useTestApp } from '../../test/test-app';
import { signedInNotes } from './note-requests';

const ctx = useTestApp();

const signedIn = () => signedInNotes(ctx.app);

const CELLS = {
  title: 'Cells',
  subject: 'Biology',
  tags: ['cells', 'exam'],
  content:
    '<h1>Organelles</h1><p>The <strong>nucleus</strong> holds DNA. See <a href="https://example.com/cells">this page</a>.</p>' +
    '<ul><li><p>Mitochondria</p></li><li><p>Ribosomes</p></li></ul><ol><li><p>Observe</p></li><li><p>Draw</p></li></ol>' +
    '<blockquote><p>Cells come from cells.</p></blockquote>',
};
const ATOMS = { title: 'Atoms', subject: 'Chemistry', content: '<p>Protons and <em>neutrons</em>.</p>' };
const BONDS = { title: 'Bonds', subject: 'Chemistry', tags: ['ionic'], content: '<p>Ionic and <s>magic</s> covalent.</p>' };

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function expectFile(response: { statusCode: number; headers: Record<string, unknown> }, format: 'txt' | 'md') {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(format === 'txt' ? 'text/plain; charset=utf-8' : 'text/markdown; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(format)}"`);
  expect(exportFileName(format)).toBe(`notes-${today()}.${format}`);
}

/** Titles in the order the file lists them. */
const textTitles = (body: string) => [...body.matchAll(/^(.+)\n=+\nSubject:/gm)].map((match) => match[1]);

describe('POST /api/notes/export-txt', () => {
  it('exports every note, newest first, each with title, subject, tags, date and readable content', async () => {
    const { notes } = await signedIn();
    await notes.created(CELLS);
    await notes.created(ATOMS);
    const response = await notes.exportAs('txt', {});
    expectFile(response, 'txt');
    expect(textTitles(response.body)).toEqual(['Atoms', 'Cells']);
    expect(response.body).toBe(
      [
        'Atoms',
        '=====',
        'Subject: Chemistry',
        `Date: ${today()}`,
        '',
        'Protons and neutrons.',
        '',
        '-'.repeat(40),
        '',
        'Cells',
        '=====',
        'Subject: Biology',
        'Tags: cells, exam',
        `Date: ${today()}`,
        '',
        'Organelles',
        '',
        'The nucleus holds DNA. See this page [https://example.com/cells].',
        '',
        '- Mitochondria',
        '- Ribosomes',
        '',
        ' 1. Observe',
        ' 2. Draw',
        '',
        '> Cells come from cells.',
        '',
      ].join('\n'),
    );
  });

  it('exports only the selected notes when ids are given', async () => {
    const { notes } = await signedIn();
    const cells = await notes.created(CELLS);
    await notes.created(ATOMS);
    const bonds = await notes.created(BONDS);
    const response = await notes.exportAs('txt', { noteIds: [cells.id, bonds.id] });
    expectFile(response, 'txt');
    expect(textTitles(response.body)).toEqual(['Bonds', 'Cells']);
  });

  it('exports the notes of one subject, matched exactly', async () => {
    const { notes } = await signedIn();
    await notes.created(CELLS);
    await notes.created(ATOMS);
    await notes.created(BONDS);
    await notes.created({ ...ATOMS, title: 'Lowercase', subject: 'chemistry' });
    const response = await notes.exportAs('txt', { subject: 'Chemistry' });
    expectFile(response, 'txt');
    expect(textTitles(response.body)).toEqual(['Bonds', 'Atoms']);
    // Ids win over a subject, as the screen sends ids whenever notes are selected.
    const cells = (await notes.list()).json().find((note: { title: string }) => note.title === 'Cells');
    const both = await notes.exportAs('txt', { noteIds: [cells.id], subject: 'Chemistry' });
    expect(textTitles(both.body)).toEqual(['Cells']);
  });

  it("exports nothing of another user's, even by id, and answers 404 when nothing is left", async () => {
    const owner = await signedIn();
    const secret = await owner.notes.created({ ...CELLS, title: 'Secret diary' });
    const { notes } = await signedIn();
    const mine = await notes.created(ATOMS);

    const mixed = await notes.exportAs('txt', { noteIds: [secret.id, mine.id] });
    expect(textTitles(mixed.body)).toEqual(['Atoms']);
    expect(mixed.body).not.toContain('Secret');
    expect((await notes.exportAs('txt', { subject: 'Biology' })).statusCode).toBe(404);
    expect((await notes.exportAs('txt', {})).body).not.toContain('Secret');

    for (const payload of [{ noteIds: [secret.id] }, { noteIds: [] }, { noteIds: ['not-a-uuid', "' OR 1=1 --"] }, { subject: 'Biology' }]) {
      const response = await notes.exportAs('txt', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.noNotesToExport });
    }
  });

  it('answers 404 with a message when the user has no notes', async () => {
    const { notes } = await signedIn();
    for (const format of ['txt', 'md'] as const) {
      const response = await notes.exportAs(format, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.noNotesToExport });
    }
  });

  it('takes a request with no body as "all notes", and refuses a malformed selection with 400', async () => {
    const { cookie, notes } = await signedIn();
    await notes.created(ATOMS);
    const bare = await request(ctx.app, { method: 'POST', url: '/api/notes/export-txt', headers: { cookie } });
    expectFile(bare, 'txt');
    expect(textTitles(bare.body)).toEqual(['Atoms']);
    for (const payload of [{ noteIds: 'all' }, { noteIds: [1, 2] }, { subject: ['Biology'] }]) {
      const response = await notes.exportAs('txt', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.exportSelectionInvalid });
    }
  });
});

describe('POST /api/notes/export-md', () => {
  it('exports Markdown: the title as a heading, the content with headings, marks, links and lists', async () => {
    const { notes } = await signedIn();
    await notes.created(CELLS);
    await notes.created({ ...BONDS, title: 'Bonds *and* #tags' });
    const response = await notes.exportAs('md', {});
    expectFile(response, 'md');
    expect(response.body).toBe(
      [
        '# Bonds \\*and\\* \\#tags',
        '',
        '**Subject:** Chemistry  ',
        '**Tags:** ionic  ',
        `**Date:** ${today()}`,
        '',
        'Ionic and ~~magic~~ covalent.',
        '',
        '---',
        '',
        '# Cells',
        '',
        '**Subject:** Biology  ',
        '**Tags:** cells, exam  ',
        `**Date:** ${today()}`,
        '',
        '## Organelles',
        '',
        'The **nucleus** holds DNA. See [this page](https://example.com/cells).',
        '',
        '- Mitochondria',
        '- Ribosomes',
        '',
        '1. Observe',
        '2. Draw',
        '',
        '> Cells come from cells.',
        '',
      ].join('\n'),
    );
  });

  it('follows the same selection rules as the text export', async () => {
    const { notes } = await signedIn();
    const cells = await notes.created(CELLS);
    await notes.created(ATOMS);
    const byId = await notes.exportAs('md', { noteIds: [cells.id] });
    expect([...byId.body.matchAll(/^# (.+)$/gm)].map((match) => match[1])).toEqual(['Cells']);
    const bySubject = await notes.exportAs('md', { subject: 'Chemistry' });
    expect([...bySubject.body.matchAll(/^# (.+)$/gm)].map((match) => match[1])).toEqual(['Atoms']);
  });
});
