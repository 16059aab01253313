import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '../../../shared/note';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { CELL_BIOLOGY_PARAGRAPHS } from '../../ingest/documents/fixtures/cell-biology';
import { type UploadPart, upload, useTestApp } from '../../test/test-app';
import { documentPart, signedInNotes } from './note-requests';

const ctx = useTestApp();
const ROUTE = '/api/notes/upload';

const fixture = documentPart;

const signedIn = () => signedInNotes(ctx.app);

describe('POST /api/notes/upload', () => {
  it('turns a Word document into a note: file name as title, paragraphs, original text and subject', async () => {
    const { cookie, notes } = await signedIn();
    const response = await upload(ctx.app, ROUTE, [fixture('cell-biology.docx')], { cookie });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    const original = CELL_BIOLOGY_PARAGRAPHS;
    expect(note).toMatchObject({
      title: 'cell-biology',
      subject: 'Biology',
      tags: [],
      originalContent: original.join('\n\n'),
      content: original.map((paragraph) => `<p>${paragraph}</p>`).join(''),
      contentText: original.join('\n\n'),
    });
    expect((await notes.list()).json()).toEqual([note]);
  });

  it('turns a text file into a note, its markup-like text escaped and its line breaks kept', async () => {
    const { cookie } = await signedIn();
    const text = 'Inequalities <script>alert(1)</script>\nx < 3 & y > 2\n\nSecond "paragraph"';
    const response = await upload(ctx.app, ROUTE, [{ name: 'Maths revision.txt', data: Buffer.from(text) }], { cookie });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Maths revision',
      originalContent: text,
      content: '<p>Inequalities &lt;script&gt;alert(1)&lt;/script&gt;<br />x &lt; 3 &amp; y &gt; 2</p><p>Second "paragraph"</p>',
    });
  });

  it('reads a UTF-16 text file', async () => {
    const { cookie } = await signedIn();
    const response = await upload(ctx.app, ROUTE, [fixture('utf16-notes.txt')], { cookie });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'utf16-notes',
      originalContent: 'Mitochondria — the powerhouse of the cell\n\nCafé résumé: naïve cells → energy (ATP) ✓',
      content: '<p>Mitochondria — the powerhouse of the cell</p><p>Café résumé: naïve cells → energy (ATP) ✓</p>',
    });
  });

  it('refuses what the other uploads refuse, with their messages, and creates no note', async () => {
    const { cookie, notes } = await signedIn();
    const refusals: [UploadPart, number, string][] = [
      [fixture('image-renamed.pdf'), 415, UPLOAD_MESSAGES.wrongTypeOrWord],
      [fixture('legacy.doc'), 422, UPLOAD_MESSAGES.damagedWord],
      [fixture('empty.docx'), 422, UPLOAD_MESSAGES.noText],
      [{ name: 'photo.png', data: Buffer.from('89504e470d0a1a0a', 'hex') }, 415, UPLOAD_MESSAGES.wrongTypeOrWord],
    ];
    for (const [file, status, message] of refusals) {
      const response = await upload(ctx.app, ROUTE, [file], { cookie });
      expect(response.statusCode, file.name).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await notes.list()).json()).toEqual([]);
  });

  it('refuses a document whose note would be over the content limit', async () => {
    const { cookie, notes } = await signedIn();
    const long = Buffer.from(`${'The cell membrane controls what enters the cell. '.repeat(4_200)}`);
    const response = await upload(ctx.app, ROUTE, [{ name: 'long.txt', data: long }], { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.contentTooLarge });
    expect((await notes.list()).json()).toEqual([]);
  });
});
