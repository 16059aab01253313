import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { NOTE_MESSAGES, NOTE_QUOTA } from '../../../shared/note';
import { note } from '../../db/schema';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();

async function signedIn() {
  const { cookie, response } = await signUp(ctx.app);
  const userId = response.json<{ user: { id: string } }>().user.id;
  return { userId, cookie, notes: noteRequests(() => ctx.app, cookie) };
}

/**
 * Stores `rows` notes for the user straight in the database, each 10 bytes of title and text plus
 * `originalBytes` of imported text (highly compressible, so a few hundred MB cost little).
 */
async function fill(userId: string, rows: number, originalBytes = 0) {
  await ctx.database.db.execute(sql`
    insert into note (id, user_id, title, content, content_text, original_content, subject)
    select gen_random_uuid()::text, ${userId}, 't', '<p>x</p>', 'x', ${originalBytes > 0 ? sql`repeat('y', ${originalBytes}::int)` : sql`null`}, 'General'
    from generate_series(1, ${rows}::int)`);
}

const noteCount = async (userId: string) => (await ctx.database.db.select({ n: count() }).from(note).where(eq(note.userId, userId)))[0]!.n;

const refusal = (message: string) => ({ message, code: ERROR_CODES.noteQuotaReached });
const small = { title: 'Cells', content: '<p>Cells are the units of life.</p>' };
const textFile = { name: 'cells.txt', data: Buffer.from('Cells are the units of life.\n') };

describe(`notes quota: ${NOTE_QUOTA.maxNotes.toLocaleString('en-US')} notes`, () => {
  it('creates the last note allowed, then refuses creating and importing with 403, leaving other users free', async () => {
    const { userId, cookie, notes } = await signedIn();
    await fill(userId, NOTE_QUOTA.maxNotes - 1);
    expect((await notes.create(small)).statusCode).toBe(201);

    const refused = await notes.create(small);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(NOTE_MESSAGES.tooManyNotes));
    expect(NOTE_MESSAGES.tooManyNotes).toContain('5,000 notes');
    const imported = await upload(ctx.app, '/api/notes/upload', [textFile], { cookie });
    expect(imported.statusCode).toBe(403);
    expect(imported.json()).toEqual(refusal(NOTE_MESSAGES.tooManyNotes));
    expect(await noteCount(userId)).toBe(NOTE_QUOTA.maxNotes);

    // Editing stays possible, and a deleted note makes room again.
    const [first] = await ctx.database.db.select({ id: note.id }).from(note).where(eq(note.userId, userId)).limit(1);
    expect((await notes.update(first!.id, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await notes.remove(first!.id)).statusCode).toBe(200);
    expect((await notes.create(small)).statusCode).toBe(201);

    const other = await signedIn();
    expect((await other.notes.create(small)).statusCode).toBe(201);
  }, 60_000);

  it('lets exactly the notes that fit through when 20 are created at the same time', async () => {
    const { userId, notes } = await signedIn();
    await fill(userId, NOTE_QUOTA.maxNotes - 10);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => notes.create({ ...small, title: `Note ${n}` })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(10).fill(403)]);
    expect(await noteCount(userId)).toBe(NOTE_QUOTA.maxNotes);
  }, 60_000);
});

describe(`notes quota: ${NOTE_QUOTA.maxBytes / 1_000_000} MB`, () => {
  it('refuses a note, an import or an edit that would pass the size, and takes shrinking edits', async () => {
    const { userId, cookie, notes } = await signedIn();
    const kept = await notes.created({ title: 'Kept', content: `<p>${'k'.repeat(300)}</p>` });
    // 1,000 notes of 200,000 bytes minus what is already there: 50 bytes of room left.
    const used = 4 + `<p>${'k'.repeat(300)}</p>`.length + 300;
    await fill(userId, 999, 200_000 - 10);
    await fill(userId, 1, 200_000 - 10 - used - 50);

    expect(await notes.create({ title: 'Cells', content: '<p>Cells.</p>' }).then((answer) => answer.statusCode)).toBe(201); // 24 bytes
    const refused = await notes.create(small);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(NOTE_MESSAGES.storageFull));
    expect(NOTE_MESSAGES.storageFull).toContain('200 MB');
    const imported = await upload(ctx.app, '/api/notes/upload', [textFile], { cookie });
    expect(imported.json()).toEqual(refusal(NOTE_MESSAGES.storageFull));

    // An edit that grows the note past the size is refused and changes nothing; one that fits passes.
    const grown = await notes.update(kept.id, { content: `<p>${'k'.repeat(400)}</p>` });
    expect(grown.statusCode).toBe(403);
    expect(grown.json()).toEqual(refusal(NOTE_MESSAGES.storageFull));
    expect((await notes.get(kept.id)).json()).toMatchObject({ content: kept.content });
    expect((await notes.update(kept.id, { content: `<p>${'k'.repeat(310)}</p>` })).statusCode).toBe(200);
    expect((await notes.update(kept.id, { content: '<p>short</p>' })).statusCode).toBe(200);
    expect((await notes.create({ title: 'T', content: '<p>fits now</p>' })).statusCode).toBe(201);
  }, 120_000);
});
