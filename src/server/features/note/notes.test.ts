import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import { NOTE_LIMITS, NOTE_MESSAGES } from '../../../shared/note';
import { note as noteTable } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();
const app = () => ctx.app;

async function signedIn() {
  const { cookie } = await signUp(ctx.app);
  return noteRequests(app, cookie);
}

const MITOSIS = {
  title: '  Mitosis  ',
  content: '<h2>Phases</h2><ul><li><p>Prophase</p></li><li><p>Metaphase</p></li></ul>',
  subject: ' Biology ',
  tags: [' cells ', '', 'division', '   '],
};

describe('notes CRUD', () => {
  it('creates, lists, updates and deletes a note', async () => {
    const notes = await signedIn();
    const created = await notes.create(MITOSIS);
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({
      title: 'Mitosis',
      content: MITOSIS.content,
      contentText: 'Phases\n\n- Prophase\n- Metaphase',
      originalContent: null,
      subject: 'Biology',
      tags: ['cells', 'division'],
    });
    expect(note.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(new Date(note.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await notes.list()).json()).toEqual([note]);

    const updated = await notes.update(note.id, { title: 'Mitosis and meiosis', content: '<p>Two kinds</p>', subject: '', tags: ['exam'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: note.id,
      title: 'Mitosis and meiosis',
      content: '<p>Two kinds</p>',
      contentText: 'Two kinds',
      subject: 'General',
      tags: ['exam'],
      createdAt: note.createdAt,
    });
    expect(new Date(updated.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(note.updatedAt).getTime());
    expect((await notes.list()).json()).toEqual([updated.json()]);

    const deleted = await notes.remove(note.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: note.id });
    expect((await notes.list()).json()).toEqual([]);
    expect((await notes.remove(note.id)).statusCode).toBe(404);
  });

  it('lists the newest note first', async () => {
    const notes = await signedIn();
    for (const title of ['First', 'Second', 'Third']) await notes.created({ title, content: `<p>${title}</p>` });
    expect((await notes.list()).json().map((note: { title: string }) => note.title)).toEqual(['Third', 'Second', 'First']);
  });

  it('defaults the subject to General and tags to none', async () => {
    const notes = await signedIn();
    for (const extra of [{}, { subject: '   ', tags: [] }, { subject: null, tags: null }]) {
      const note = await notes.created({ title: 'Atoms', content: '<p>Protons</p>', ...extra });
      expect(note).toMatchObject({ subject: 'General', tags: [] });
    }
  });

  it('keeps the fields an update leaves out, and allows blanks on update', async () => {
    const notes = await signedIn();
    const note = await notes.created(MITOSIS);
    const titleOnly = await notes.update(note.id, { title: 'Cell division' });
    expect(titleOnly.json()).toMatchObject({
      title: 'Cell division',
      content: MITOSIS.content,
      subject: 'Biology',
      tags: ['cells', 'division'],
    });
    const blank = await notes.update(note.id, { title: '  ', content: '', subject: 'Biology', tags: [] });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ title: '', content: '', contentText: '', tags: [] });
  });
});

describe('GET /api/notes revalidation', () => {
  it('answers 304 while the list is unchanged, and in full after any create, update or delete', async () => {
    const notes = await signedIn();
    const first = await notes.list();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = (response: { headers: Record<string, unknown> }) => String(response.headers.etag);
    expect(etag(first)).toMatch(/^W\/".+"$/);

    const unchanged = await notes.list({ 'if-none-match': etag(first) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A 304 carries no body, so it must not announce one (clients that trust Content-Length would wait for it).
    expect(unchanged.headers['content-length']).toBeUndefined();

    const note = await notes.created(MITOSIS);
    const afterCreate = await notes.list({ 'if-none-match': etag(first) });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json()).toEqual([note]);

    // The same title again still changes the note: the tag follows row versions, not a timestamp.
    await notes.update(note.id, { title: 'Mitosis' });
    const afterUpdate = await notes.list({ 'if-none-match': etag(afterCreate) });
    expect(afterUpdate.statusCode).toBe(200);
    expect(etag(afterUpdate)).not.toBe(etag(afterCreate));

    await notes.remove(note.id);
    const afterDelete = await notes.list({ 'if-none-match': etag(afterUpdate) });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
  });

  it('never serves a cached list once a note changed, even when changed by another instance', async () => {
    const notes = await signedIn();
    const note = await notes.created(MITOSIS);
    expect((await notes.list()).json()).toMatchObject([{ title: 'Mitosis' }]);
    expect((await notes.list()).json()).toMatchObject([{ title: 'Mitosis' }]);

    await notes.update(note.id, { title: 'Meiosis' });
    expect((await notes.list()).json()).toMatchObject([{ title: 'Meiosis' }]);

    // Written straight to the database, as another instance on the same PostgreSQL would: heard
    // once PostgreSQL delivers the notification, a moment after the commit.
    await ctx.database.db.update(noteTable).set({ title: 'Cytokinesis' }).where(eq(noteTable.id, note.id));
    await eventually(async () => expect((await notes.list()).json()).toMatchObject([{ title: 'Cytokinesis' }]));

    const second = await notes.created({ ...MITOSIS, title: 'Interphase' });
    expect((await notes.list()).json()).toMatchObject([{ title: 'Interphase' }, { title: 'Cytokinesis' }]);
    await notes.remove(second.id);
    expect((await notes.list()).json()).toMatchObject([{ title: 'Cytokinesis' }]);
    await ctx.database.db.delete(noteTable).where(eq(noteTable.id, note.id));
    await eventually(async () => expect((await notes.list()).json()).toEqual([]));
  });

  it("never lets one user's tag stand for another's list, even when both are empty", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const tag = String((await first.list()).headers.etag);
    expect((await second.list({ 'if-none-match': tag })).statusCode).toBe(200);
  });
});

describe('GET /api/notes/:id', () => {
  it("answers the user's own note, and 404 for another user's, unknown or malformed ids", async () => {
    const owner = await signedIn();
    const note = await owner.created(MITOSIS);
    expect((await owner.get(note.id)).json()).toEqual(note);
    const other = await signedIn();
    for (const id of [note.id, '0190a1b2-0000-7000-8000-000000000000', 'nope']) {
      const response = await other.get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.notFound });
    }
  });
});

describe('note validation', () => {
  const refusal = async (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });
  const bad = (message: string) => ({ status: 400, body: { message, code: 'bad_request' } });

  it('needs a title and content once trimmed on create', async () => {
    const notes = await signedIn();
    const payloads = [
      {},
      { title: 'Atoms' },
      { content: '<p>Protons</p>' },
      { title: '   ', content: '<p>Protons</p>' },
      { title: 'Atoms', content: '  \n ' },
      { title: 42, content: '<p>Protons</p>' },
      // Markup with no words in it, or only what the sanitizer removes, is no content.
      { title: 'Atoms', content: '<p></p>' },
      { title: 'Atoms', content: '<script>alert(1)</script>' },
    ];
    for (const payload of payloads) {
      expect(await refusal(await notes.create(payload)), JSON.stringify(payload)).toEqual(bad(NOTE_MESSAGES.titleAndContentRequired));
    }
    expect((await notes.list()).json()).toEqual([]);
  });

  it('holds title, content, subject and tags to their limits on create and update', async () => {
    const notes = await signedIn();
    const note = await notes.created({ title: 'Atoms', content: '<p>Protons</p>' });
    const base = { title: 'Atoms', content: '<p>Protons</p>' };
    const atLimit = {
      title: 't'.repeat(NOTE_LIMITS.titleMaxChars),
      // Two-byte letters: the limit counts UTF-8 bytes, not characters.
      content: `<p>${'é'.repeat((NOTE_LIMITS.contentMaxBytes - 8) / 2)}a</p>`,
      subject: 's'.repeat(NOTE_LIMITS.subjectMaxChars),
      tags: Array.from({ length: NOTE_LIMITS.maxTags }, (_, i) => `${i}`.padEnd(NOTE_LIMITS.tagMaxChars, 'x')),
    };
    expect(Buffer.byteLength(atLimit.content)).toBe(NOTE_LIMITS.contentMaxBytes);
    expect((await notes.create(atLimit)).statusCode).toBe(201);
    expect((await notes.update(note.id, atLimit)).statusCode).toBe(200);

    const cases: [object, string][] = [
      [{ title: 't'.repeat(NOTE_LIMITS.titleMaxChars + 1) }, NOTE_MESSAGES.titleTooLong],
      [{ content: atLimit.content.replace('a</p>', 'ab</p>') }, NOTE_MESSAGES.contentTooLarge],
      [{ subject: 's'.repeat(NOTE_LIMITS.subjectMaxChars + 1) }, NOTE_MESSAGES.subjectTooLong],
      [{ subject: 7 }, NOTE_MESSAGES.subjectInvalid],
      [{ tags: [...atLimit.tags, 'one more'] }, NOTE_MESSAGES.tooManyTags],
      [{ tags: ['x'.repeat(NOTE_LIMITS.tagMaxChars + 1)] }, NOTE_MESSAGES.tagTooLong],
      [{ tags: 'cells, atoms' }, NOTE_MESSAGES.tagsInvalid],
      [{ tags: [3] }, NOTE_MESSAGES.tagsInvalid],
    ];
    for (const [fields, message] of cases) {
      expect(await refusal(await notes.create({ ...base, ...fields })), message).toEqual(bad(message));
      expect(await refusal(await notes.update(note.id, fields)), message).toEqual(bad(message));
    }
  });

  it('counts the content limit on the stored HTML, after escaping', async () => {
    const notes = await signedIn();
    // 50,000 bare "<" characters are 50 KB sent and 200 KB stored as "&lt;".
    const response = await notes.create({ title: 'Angles', content: `<p>a ${'< '.repeat(50_000)}</p>` });
    expect(await refusal(response)).toEqual(bad(NOTE_MESSAGES.contentTooLarge));
  });

  it('answers 404 to a malformed or unknown id, never 500', async () => {
    const notes = await signedIn();
    for (const id of ['not-a-uuid', '1', "x' OR '1'='1", '0190a1b2-0000-7000-8000-000000000000', '%E2%9C%93']) {
      for (const response of [await notes.update(id, { title: 'x' }), await notes.remove(id)]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.notFound });
      }
    }
  });
});

describe('note ownership', () => {
  it("keeps one user's notes away from another: 404 on update and delete, absent from the list", async () => {
    const owner = await signedIn();
    const note = await owner.created(MITOSIS);
    const other = await signedIn();

    expect((await other.list()).json()).toEqual([]);
    for (const response of [await other.update(note.id, { title: 'Mine now' }), await other.remove(note.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NOTE_MESSAGES.notFound });
    }
    expect((await owner.list()).json()).toEqual([note]);
  });

  it('answers 401 to every notes route when signed out', async () => {
    const notes = noteRequests(app);
    const id = '0190a1b2-0000-7000-8000-000000000000';
    const responses = [
      await notes.list(),
      await notes.get(id),
      await notes.create(MITOSIS),
      await notes.update(id, MITOSIS),
      await notes.remove(id),
      await notes.exportAs('txt', {}),
      await notes.exportAs('md', {}),
      await upload(ctx.app, '/api/notes/upload', [{ name: 'a.txt', data: Buffer.from('Atoms are small.') }]),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.unauthorized });
    }
  });
});
