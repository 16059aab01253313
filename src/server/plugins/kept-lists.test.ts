import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { eventually } from '../test/eventually';
import { request, signUp, testConfig, useTestApp } from '../test/test-app';

const ctx = useTestApp();
const onPostgres = process.env.STUDIUM_TEST_DB === 'postgres';

// A second instance on the same database, with lists of its own.
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
  await other.ready();
});
afterAll(async () => other?.close());

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  request(app, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const titles = async (app: FastifyInstance, cookie: string) =>
  (await call(app, 'GET', '/api/notes', cookie)).json<{ title: string }[]>().map((note) => note.title);

/**
 * Runs SQL straight in the database. `heard: false` switches the list triggers off for it
 * (replica mode), so a list that does not show the change was answered from memory.
 */
async function behindTheServer(statement: string, { heard }: { heard: boolean }) {
  await ctx.database.db.transaction(async (tx) => {
    if (!heard) await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    await tx.execute(sql.raw(statement));
  });
}

/**
 * Waits until a list is answered from memory: a change the triggers do not tell of goes unseen.
 * (On PostgreSQL the notifications of the writes that made the list may still be on their way,
 * each dropping what was kept.)
 */
async function expectKept(read: () => Promise<string[]>, unheard: string, undo: string) {
  await eventually(async () => {
    const before = await read();
    await behindTheServer(unheard, { heard: false });
    const seen = await read();
    await behindTheServer(undo, { heard: false });
    expect(seen).toEqual(before);
  });
}

async function userWithNote(title = 'Cells') {
  const { cookie, email } = await signUp(ctx.app);
  const created = await call(ctx.app, 'POST', '/api/notes', cookie, { title, content: '<p>Mitochondria make energy.</p>' });
  expect(created.statusCode).toBe(201);
  return { cookie, email, noteId: created.json<{ id: string }>().id };
}

describe('cached lists', () => {
  it('answer from memory until a change to the rows is heard, from any source', async () => {
    const { cookie, noteId } = await userWithNote();
    expect(await titles(ctx.app, cookie)).toEqual(['Cells']);
    const rename = (title: string) => `UPDATE note SET title = '${title}' WHERE id = '${noteId}'`;
    await expectKept(() => titles(ctx.app, cookie), rename('Unheard'), rename('Cells'));
    await behindTheServer(rename('Heard'), { heard: true });
    await eventually(async () => expect(await titles(ctx.app, cookie)).toEqual(['Heard']));
  });

  it("show the owner's own writes through this instance at once", async () => {
    const { cookie, noteId } = await userWithNote();
    expect(await titles(ctx.app, cookie)).toEqual(['Cells']);
    await call(ctx.app, 'PUT', `/api/notes/${noteId}`, cookie, { title: 'Renamed' });
    expect(await titles(ctx.app, cookie)).toEqual(['Renamed']);
    await call(ctx.app, 'POST', '/api/notes', cookie, { title: 'Second', content: '<p>Ribosomes make proteins.</p>' });
    expect(await titles(ctx.app, cookie)).toEqual(['Second', 'Renamed']);
    const previewed = async () =>
      (await call(ctx.app, 'GET', '/api/notes/previews', cookie)).json<{ notes: { title: string }[] }>().notes.map((note) => note.title);
    expect(await previewed()).toEqual(['Second', 'Renamed']);
    await call(ctx.app, 'DELETE', `/api/notes/${noteId}`, cookie);
    expect(await titles(ctx.app, cookie)).toEqual(['Second']);
    expect(await previewed()).toEqual(['Second']);
  });

  it('show a write through another instance as soon as its notification arrives', async () => {
    const { cookie, noteId } = await userWithNote();
    expect(await titles(other, cookie)).toEqual(['Cells']);
    await call(ctx.app, 'PUT', `/api/notes/${noteId}`, cookie, { title: 'Elsewhere' });
    if (!onPostgres) expect(await titles(other, cookie)).toEqual(['Elsewhere']);
    await eventually(async () => expect(await titles(other, cookie)).toEqual(['Elsewhere']), 1_000);
  });

  it('revalidate as 304 from memory, and as 200 with a new tag after a change', async () => {
    const { cookie, noteId } = await userWithNote();
    const first = await call(ctx.app, 'GET', '/api/notes', cookie);
    const etag = String(first.headers.etag);
    const again = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await call(ctx.app, 'PUT', `/api/notes/${noteId}`, cookie, { title: 'Changed' });
    const changed = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("are kept per user and per query: another user's change or another deck leaves them alone", async () => {
    const me = await signUp(ctx.app);
    const them = await userWithNote('Theirs');
    const deck = await call(ctx.app, 'POST', '/api/decks', me.cookie, { name: 'Biology' });
    const deckId = deck.json<{ id: string }>().id;
    await call(ctx.app, 'POST', '/api/cards', me.cookie, { deckId, cards: [{ front: 'ATP?', back: 'Energy currency' }] });
    const fronts = async (url: string) =>
      (await call(ctx.app, 'GET', url, me.cookie)).json<{ front: string }[]>().map((card) => card.front);
    expect(await fronts(`/api/cards?deck=${deckId}`)).toEqual(['ATP?']);
    expect(await fronts('/api/cards')).toEqual(['ATP?']);
    await call(ctx.app, 'PUT', `/api/notes/${them.noteId}`, them.cookie, { title: 'Theirs, renamed' });
    const front = (text: string) => `UPDATE card SET front = '${text}' WHERE deck_id = '${deckId}'`;
    await expectKept(() => fronts(`/api/cards?deck=${deckId}`), front('Unheard'), front('ATP?'));
    await behindTheServer(`UPDATE card SET front = 'ADP?' WHERE deck_id = '${deckId}'`, { heard: true });
    await eventually(async () => expect(await fronts(`/api/cards?deck=${deckId}`)).toEqual(['ADP?']));
    expect(await fronts('/api/cards')).toEqual(['ADP?']);
  });

  it('drop every list when a table is emptied', async () => {
    const { cookie } = await userWithNote();
    const conversation = await call(ctx.app, 'POST', '/api/conversations', cookie, { title: 'Photosynthesis' });
    expect(conversation.statusCode).toBe(201);
    expect(await titles(ctx.app, cookie)).toEqual(['Cells']);
    expect((await call(ctx.app, 'GET', '/api/conversations', cookie)).json()).toHaveLength(1);
    await behindTheServer('TRUNCATE note, conversation CASCADE', { heard: true });
    await eventually(async () => expect(await titles(ctx.app, cookie)).toEqual([]));
    expect((await call(ctx.app, 'GET', '/api/conversations', cookie)).json()).toEqual([]);
  });

  it('hear every table a list shows', async () => {
    const result: unknown = await ctx.database.db.execute(
      sql.raw(`SELECT DISTINCT c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
               WHERE t.tgname LIKE '%_list_changed' ORDER BY 1`),
    );
    // node-postgres answers { rows }, PGlite the same through drizzle.
    const tables = (result as { rows: { table: string }[] }).rows;
    expect(tables.map((row) => row.table)).toEqual([
      'card',
      'conversation',
      'deck',
      'doubt',
      'note',
      'planner',
      'quiz',
      'study_path',
      'study_plan',
      'summary',
    ]);
  });

  it.runIf(onPostgres)('serve nothing kept while the listener is cut off, and keep lists again once it is back', async () => {
    const { cookie, noteId } = await userWithNote();
    expect(await titles(ctx.app, cookie)).toEqual(['Cells']);
    await behindTheServer(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN studium_list_changed'`,
      { heard: true },
    );
    await behindTheServer(`UPDATE note SET title = 'While cut off' WHERE id = '${noteId}'`, { heard: false });
    await eventually(async () => expect(await titles(ctx.app, cookie)).toEqual(['While cut off']));
    // Back: a list is kept again.
    const rename = (title: string) => `UPDATE note SET title = '${title}' WHERE id = '${noteId}'`;
    await expectKept(() => titles(ctx.app, cookie), rename('Unheard'), rename('While cut off'));
  });
});
