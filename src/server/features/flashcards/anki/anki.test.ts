import JSZip from 'jszip';
import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { ANKI_MESSAGES, ANKI_SKIP_REASONS } from '../../../../shared/anki';
import type { Flashcard, NewCard } from '../../../../shared/flashcards';
import { signUp, upload, useTestApp } from '../../../test/test-app';
import { addCards, call } from '../flashcards-test-support';
import { COLLECTION_DDL, FIELD_SEPARATOR } from './anki-collection';
import { toAnkiMath } from './anki-math';
import { fieldChecksum } from './apkg-export';
import { loadSqlJs } from './sql-js';

const ctx = useTestApp();

const CARDS: NewCard[] = [
  { front: 'Solve $2x + 3 = 11$', back: '$x = 4$ costs $5 and \\$ stays' },
  { front: 'Area of a circle', back: '$$A = \\pi r^2$$' },
  { front: 'Is 3 < 5 & 5 > 3?', back: 'Yes' },
];

async function openCollection(apkg: Buffer): Promise<Database> {
  const zip = await JSZip.loadAsync(apkg);
  expect(Object.keys(zip.files).sort()).toEqual(['collection.anki2', 'media']);
  expect(await zip.file('media')!.async('string')).toBe('{}');
  const SQL = await loadSqlJs();
  return new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
}

const rows = (db: Database, sql: string) => {
  const [result] = db.exec(sql);
  return result ? result.values : [];
};

/** A 1×1 PNG, as a media file of a package. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CARD_IMAGE = /!\[cell\]\(\/api\/card-images\/([0-9a-f-]{36})\)/;

/** A package made the way Anki makes one: its own collection, a Cloze note with an image, a media map. */
async function ankiMadePackage(): Promise<Buffer> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.exec(COLLECTION_DDL);
  const models = {
    '111': { id: 111, name: 'Cloze', type: 1, flds: [{ name: 'Text' }, { name: 'Back Extra' }], tmpls: [] },
    '222': { id: 222, name: 'Basic (and reversed card)', type: 0, flds: [{ name: 'Front' }, { name: 'Back' }], tmpls: [] },
  };
  const decks = { '1': { id: 1, name: 'Default' }, '5': { id: 5, name: 'Biology::Cells' } };
  const crt = 1_700_000_000;
  db.run('INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
    crt,
    '{}',
    JSON.stringify(models),
    JSON.stringify(decks),
    '{}',
    '{}',
  ]);
  db.run("INSERT INTO notes VALUES (10, 'g1', 111, 0, -1, '', ?, '', 0, 0, '')", [
    `The {{c1::mitochondrion::organelle}} makes ATP <img src="cell.png">${FIELD_SEPARATOR}Extra: \\(E = mc^2\\)`,
  ]);
  db.run("INSERT INTO notes VALUES (11, 'g2', 222, 0, -1, '', ?, '', 0, 0, '')", [
    `<b>DNA</b><script>alert(1)</script><img src="helix.svg">${FIELD_SEPARATOR}Deoxyribonucleic acid`,
  ]);
  // The cloze card is in review with FSRS memory state; the basic note has a reversed card too.
  db.run('INSERT INTO cards VALUES (100, 10, 5, 0, 0, -1, 2, 2, 30, 12, 2500, 4, 1, 0, 0, 0, 0, \'{"s":12.5,"d":6.25}\')');
  db.run("INSERT INTO cards VALUES (101, 11, 5, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  db.run("INSERT INTO cards VALUES (102, 11, 5, 1, 0, -1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  const zip = new JSZip();
  zip.file('collection.anki2', db.export());
  // An SVG may carry script: it is never kept.
  zip.file('media', JSON.stringify({ '0': 'cell.png', '1': 'helix.svg' }));
  zip.file('0', PNG);
  zip.file('1', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  db.close();
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const importApkg = (cookie: string, data: Buffer, name = 'deck.apkg') =>
  upload(ctx.app, '/api/decks/import-apkg', [{ name, data }], { cookie });

async function deckCount(cookie: string): Promise<number> {
  return (await call(ctx.app, cookie, 'GET', '/api/decks?tz=UTC')).json<unknown[]>().length;
}

describe('Anki packages', () => {
  it('converts $…$ and $$…$$ to MathJax delimiters, leaving \\$ and currency alone', () => {
    expect(toAnkiMath('Solve $2x$ and $$x^2$$')).toBe('Solve \\(2x\\) and \\[x^2\\]');
    expect(toAnkiMath('It costs $5 and $10 today, \\$ stays')).toBe('It costs $5 and $10 today, \\$ stays');
  });

  it('exports a deck as a collection Anki reads: its tables, note types, deck, fields, FSRS state and reviews', async () => {
    const { cookie } = await signUp(ctx.app);
    const { deckId, cards } = await addCards(ctx.app, cookie, CARDS, { deckName: 'Algebra' });
    const graded = await call(ctx.app, cookie, 'POST', '/api/reviews', {
      cardId: cards[0]!.id,
      grade: 3,
      reviewedAt: new Date().toISOString(),
    });
    expect(graded.statusCode, graded.body).toBe(200);

    const response = await call(ctx.app, cookie, 'GET', `/api/decks/${deckId}/export.apkg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="algebra.apkg"');
    const db = await openCollection(response.rawPayload);
    const tables = rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").flat();
    expect(tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    const columns = (table: string) => rows(db, `PRAGMA table_info(${table})`).map((column) => column[1]);
    expect(columns('notes')).toEqual(['id', 'guid', 'mid', 'mod', 'usn', 'tags', 'flds', 'sfld', 'csum', 'flags', 'data']);
    expect(columns('cards')).toEqual([
      'id',
      'nid',
      'did',
      'ord',
      'mod',
      'usn',
      'type',
      'queue',
      'due',
      'ivl',
      'factor',
      'reps',
      'lapses',
      'left',
      'odue',
      'odid',
      'flags',
      'data',
    ]);
    expect(columns('revlog')).toEqual(['id', 'cid', 'usn', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type']);

    const [[ver, modelsText, decksText]] = rows(db, 'SELECT ver, models, decks FROM col') as [[number, string, string]];
    expect(ver).toBe(11);
    const models = Object.values(JSON.parse(modelsText) as Record<string, { name: string; type: number; flds: { name: string }[] }>);
    expect(models.map((model) => [model.name, model.type, model.flds.map((f) => f.name)])).toEqual([
      ['Basic', 0, ['Front', 'Back']],
      ['Cloze', 1, ['Text', 'Back Extra']],
    ]);
    expect(Object.values(JSON.parse(decksText) as Record<string, { name: string }>).map((deck) => deck.name)).toEqual([
      'Default',
      'Algebra',
    ]);

    const notes = rows(db, 'SELECT flds, csum, sfld FROM notes ORDER BY id') as [string, number, string][];
    expect(notes.map(([flds]) => flds.split(FIELD_SEPARATOR))).toEqual([
      ['Solve \\(2x + 3 = 11\\)', '\\(x = 4\\) costs $5 and \\$ stays'],
      ['Area of a circle', '\\[A = \\pi r^2\\]'],
      ['Is 3 &lt; 5 &amp; 5 &gt; 3?', 'Yes'],
    ]);
    expect(notes[0]![1]).toBe(fieldChecksum('Solve \\(2x + 3 = 11\\)'));

    const [reviewed] = rows(db, 'SELECT type, reps, data FROM cards ORDER BY id') as [number, number, string][];
    const memory = JSON.parse(reviewed![2]) as { s: number; d: number };
    expect(reviewed!.slice(0, 2)).toEqual([1, 1]);
    expect(memory.s).toBeGreaterThan(0);
    expect(rows(db, 'SELECT ease, type FROM revlog')).toEqual([[3, 0]]);

    // Back in (the deck deleted first): the same sides, and a second export holds the same memory states.
    expect((await call(ctx.app, cookie, 'DELETE', `/api/decks/${deckId}`)).statusCode).toBe(200);
    const imported = await importApkg(cookie, response.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 3, skipped: [] });
    const copy = (await call(ctx.app, cookie, 'GET', `/api/cards?deck=${imported.json().deckId}`)).json<Flashcard[]>();
    expect(copy.map(({ front, back }) => ({ front, back }))).toEqual(CARDS);
    const second = await openCollection(
      (await call(ctx.app, cookie, 'GET', `/api/decks/${imported.json().deckId}/export.apkg`)).rawPayload,
    );
    expect(rows(second, 'SELECT type, queue, reps, data FROM cards ORDER BY id')).toEqual(
      rows(db, 'SELECT type, queue, reps, data FROM cards ORDER BY id'),
    );
    second.close();
    db.close();
  });

  it('imports a package Anki made: a cloze as blanks and answers, HTML cleaned, FSRS state kept, the rest reported', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await importApkg(cookie, await ankiMadePackage());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().imported).toBe(2);
    expect(response.json().skipped).toEqual(
      expect.arrayContaining([
        { reason: ANKI_SKIP_REASONS.images, count: 1 },
        { reason: ANKI_SKIP_REASONS.extraCards, count: 1 },
      ]),
    );
    const decks = (await call(ctx.app, cookie, 'GET', '/api/decks?tz=UTC')).json<{ id: string; name: string }[]>();
    expect(decks.map((deck) => deck.name)).toEqual(['Biology / Cells']);
    const cards = (await call(ctx.app, cookie, 'GET', `/api/cards?deck=${response.json().deckId}`)).json<Flashcard[]>();
    expect(cards.map(({ front, back }) => ({ front: front.replace(CARD_IMAGE, '![cell](…)'), back }))).toEqual([
      { front: 'The [organelle] makes ATP ![cell](…)', back: 'mitochondrion\n\nExtra: $E = mc^2$' },
      { front: 'DNA', back: 'Deoxyribonucleic acid' },
    ]);
  });

  it("keeps a package's images: each card shows its own copy, to its owner only, and the export gives them back to Anki", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const before = (await call(ctx.app, owner.cookie, 'GET', '/api/limits')).json<{
      storage: Record<string, { bytes: { used: number } }>;
    }>();
    const imported = await importApkg(owner.cookie, await ankiMadePackage());
    expect(imported.statusCode, imported.body).toBe(201);
    const deckId = imported.json<{ deckId: string }>().deckId;
    const [cloze] = (await call(ctx.app, owner.cookie, 'GET', `/api/cards?deck=${deckId}`)).json<Flashcard[]>();
    const imageUrl = `/api/card-images/${CARD_IMAGE.exec(cloze!.front)![1]}`;

    const image = await call(ctx.app, owner.cookie, 'GET', imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await call(ctx.app, other.cookie, 'GET', imageUrl)).statusCode).toBe(404);
    // The image weighs in the cards' storage.
    const after = (await call(ctx.app, owner.cookie, 'GET', '/api/limits')).json<{
      storage: Record<string, { bytes: { used: number } }>;
    }>();
    expect(after.storage.cards!.bytes.used - before.storage.cards!.bytes.used).toBeGreaterThanOrEqual(PNG.length);

    const exported = await call(ctx.app, owner.cookie, 'GET', `/api/decks/${deckId}/export.apkg`);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const media = JSON.parse(await zip.file('media')!.async('string')) as Record<string, string>;
    expect(Object.values(media)).toEqual([expect.stringMatching(/^studium-[0-9a-f-]{36}\.png$/)]);
    expect(Buffer.from(await zip.file('0')!.async('uint8array')).equals(PNG)).toBe(true);
    const SQL = await loadSqlJs();
    const collection = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
    const [flds] = rows(collection, 'SELECT flds FROM notes ORDER BY id')[0] as [string];
    collection.close();
    expect(flds).toContain(`<img src="${media['0']}" alt="cell">`);

    // Back in (the deck deleted first, its images with it): a new copy of the same picture; deleting the card deletes its copy.
    expect((await call(ctx.app, owner.cookie, 'DELETE', `/api/decks/${deckId}`)).statusCode).toBe(200);
    expect((await call(ctx.app, owner.cookie, 'GET', imageUrl)).statusCode).toBe(404);
    const again = await importApkg(owner.cookie, exported.rawPayload);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ imported: 2, skipped: [] });
    const [copy] = (await call(ctx.app, owner.cookie, 'GET', `/api/cards?deck=${again.json<{ deckId: string }>().deckId}`)).json<
      Flashcard[]
    >();
    const copyUrl = `/api/card-images/${CARD_IMAGE.exec(copy!.front)![1]}`;
    expect(copyUrl).not.toBe(imageUrl);
    expect((await call(ctx.app, owner.cookie, 'GET', copyUrl)).rawPayload.equals(PNG)).toBe(true);
    expect((await call(ctx.app, owner.cookie, 'DELETE', `/api/cards/${copy!.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, owner.cookie, 'GET', copyUrl)).statusCode).toBe(404);
  });

  it('refuses hostile or broken packages with 400 and creates nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    const many = new JSZip();
    for (let i = 0; i < 2100; i += 1) many.file(`f${i}`, '');
    const bomb = new JSZip();
    bomb.file('collection.anki2', Buffer.alloc(20 * 1024 * 1024));
    const empty = new JSZip();
    empty.file('media', '{}');
    const cases: [Buffer, string][] = [
      [await many.generateAsync({ type: 'nodebuffer' }), ANKI_MESSAGES.unsafe],
      [await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), ANKI_MESSAGES.unsafe],
      [Buffer.from('not a zip at all'), ANKI_MESSAGES.notZip],
      [await empty.generateAsync({ type: 'nodebuffer' }), ANKI_MESSAGES.noCollection],
    ];
    for (const [data, message] of cases) {
      const response = await importApkg(cookie, data);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await deckCount(cookie)).toBe(0);
  });

  it("answers 404 for another user's deck", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const { deckId } = await addCards(ctx.app, owner.cookie, CARDS.slice(0, 1));
    expect((await call(ctx.app, other.cookie, 'GET', `/api/decks/${deckId}/export.apkg`)).statusCode).toBe(404);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(docs.paths['/api/decks/{id}/export.apkg'] ?? {})).toContain('get');
    expect(Object.keys(docs.paths['/api/decks/import-apkg'] ?? {})).toContain('post');
    expect(Object.keys(docs.paths['/api/card-images/{id}'] ?? {})).toContain('get');
  });
});
