import { describe, expect, it } from 'vitest';
import { PDF_NOTICES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { documentXml, twoDirectoryDocx, zipArchive, zipEntry } from '../../ingest/documents/test-zips';
import { upload, useTestApp } from '../../test/test-app';
import { documentPart, signedInNotes } from './note-requests';

const ctx = useTestApp();
const ROUTE = '/api/notes/upload';
// eslint-disable-next-line no-control-regex -- the characters PostgreSQL or a reader must never get
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/u;

const fixture = documentPart;

const signedIn = () => signedInNotes(ctx.app);

describe('importing documents that are partly unreadable or hostile', () => {
  it('keeps the readable pages of a PDF and says which pages were left out', async () => {
    const { cookie, notes } = await signedIn();
    const response = await upload(ctx.app, ROUTE, [fixture('TAMReview.pdf')], { cookie });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note.originalContent).toContain('Overview of the Technology Acceptance Model');
    expect(note.notice).toBe(PDF_NOTICES.unreadablePages(Array.from({ length: 21 }, (_, index) => index + 2)));
    const [stored] = (await notes.list()).json();
    expect(stored).toMatchObject({ id: note.id, originalContent: note.originalContent });
    expect(stored).not.toHaveProperty('notice');
  });

  it('tells the same notice beside the text the summarizer gets', async () => {
    const { cookie } = await signedIn();
    const response = await upload(ctx.app, '/api/summarize/upload', [fixture('TAMReview.pdf')], { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().notice).toContain('Pages 2–22 of this PDF have no readable text');
  });

  it('stores a Word document whose text and name hold NUL and other control characters, without them', async () => {
    const { cookie, notes } = await signedIn();
    const docx = zipArchive([zipEntry('word/document.xml', documentXml('Cells\u0000 divide\u0001 by mitosis&#x7; and grow.'))]);
    const response = await upload(ctx.app, ROUTE, [{ name: 'Cell\u0000 division\u0002.docx', data: docx }], { cookie });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ title: 'Cell division', originalContent: 'Cells divide by mitosis and grow.' });
    expect(JSON.stringify((await notes.list()).json())).not.toMatch(/\\u000[0-8]/u);
    expect(CONTROLS.test(note.contentText)).toBe(false);
  });

  it('refuses a .docx hiding a second ZIP directory, creating no note', async () => {
    const { cookie, notes } = await signedIn();
    const response = await upload(ctx.app, ROUTE, [{ name: 'notes.docx', data: await twoDirectoryDocx(20 * 1024 * 1024) }], { cookie });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.damagedWord, code: 'unprocessable' });
    expect((await notes.list()).json()).toEqual([]);
  });
});
