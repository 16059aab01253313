import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { type Note, NOTE_MESSAGES, NOTE_PAGING, type NotePage, type NotePreviewPage } from '../../../shared/note';
import { note as noteTable, user as userTable } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();

interface SeededNote {
  title: string;
  text: string;
  subject?: string;
  tags?: string[];
}

async function student() {
  const { cookie, email } = await signUp(ctx.app);
  const notes = noteRequests(() => ctx.app, cookie);
  const get = (url: string) => request(ctx.app, { method: 'GET', url, headers: { cookie } });
  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
  return {
    notes,
    get,
    async search(params: Record<string, string | number | undefined>): Promise<NotePage> {
      const response = await get(`/api/notes/search?${query(params)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async previews(params: Record<string, string | number | undefined> = {}): Promise<NotePreviewPage> {
      const response = await get(`/api/notes/previews?${query(params)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    note: (title: string, content: string, subject = 'Biology') => notes.created({ title, content: `<p>${content}</p>`, subject }),
    /** Stores notes straight in the database (many at once, quickly), the first the oldest, a second apart. */
    async seed(seeded: SeededNote[]): Promise<void> {
      const db = ctx.database.db;
      const [owner] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
      const start = Date.now() - seeded.length * 1_000;
      await db.insert(noteTable).values(
        seeded.map(({ title, text, subject = 'Biology', tags = [] }, i) => ({
          id: uuidv7(),
          userId: owner!.id,
          title,
          content: `<p>${text}</p>`,
          contentText: text,
          subject,
          tags,
          createdAt: new Date(start + i * 1_000),
        })),
      );
    },
  };
}

const titles = (page: NotePage) => page.notes.map((note) => note.title);

describe('GET /api/notes/search', () => {
  it('finds notes whose title or text contains the text, whatever the case, best match first, with a total', async () => {
    const s = await student();
    await s.note('Cell walls', 'Plants have rigid cell walls made of cellulose.');
    await s.note('Once', 'Leaves host photosynthesis in the chloroplasts.');
    await s.note(
      'Photosynthesis',
      'Photosynthesis turns light into sugar; photosynthesis needs chlorophyll and photosynthesis releases oxygen.',
    );

    const found = await s.search({ q: 'photosynthesis' });
    expect(titles(found)).toEqual(['Photosynthesis', 'Once']);
    expect(found.total).toBe(2);
    expect(found.nextCursor).toBeNull();
    expect(Object.keys(found.notes[0]!).sort()).toEqual(['createdAt', 'id', 'preview', 'subject', 'tags', 'title', 'updatedAt']);

    // Any part of a word, in any case: the spec's search, as the small list's filter does it.
    expect(titles(await s.search({ q: 'synth' }))).toEqual(['Photosynthesis', 'Once']);
    expect(titles(await s.search({ q: 'LEAVES HOST' }))).toEqual(['Once']);
    expect(titles(await s.search({ q: 'ELL WALL' }))).toEqual(['Cell walls']);
    expect(titles(await s.search({ q: 'ell w' }))).toEqual(['Cell walls']);
    // The text is one piece: words apart in the note, or in another order, are not it.
    expect(titles(await s.search({ q: 'leaves chloroplasts' }))).toEqual([]);
    expect(titles(await s.search({ q: 'walls cell' }))).toEqual([]);
    // Quotes and minus signs are characters like any other.
    expect(titles(await s.search({ q: '"rigid cell"' }))).toEqual([]);
    expect(titles(await s.search({ q: 'rigid cell' }))).toEqual(['Cell walls']);
    expect(titles(await s.search({ q: 'photosynthesis -oxygen' }))).toEqual([]);
    expect(titles(await s.search({ q: 'sugar; photo' }))).toEqual(['Photosynthesis']);
  });

  it('ranks whole words first, then word starts, then the inside of words, then the newest first', async () => {
    const s = await student();
    await s.note('Membranes', 'Every cell has a membrane.');
    await s.note('Plant walls', 'Walls are made of cellulose.');
    await s.note('Excellent work', 'An excellent summary of the term.');
    await s.note('Also membranes', 'A cell keeps its membrane.');
    expect(titles(await s.search({ q: 'cell' }))).toEqual(['Also membranes', 'Membranes', 'Plant walls', 'Excellent work']);
    expect(titles(await s.search({ q: 'CELL' }))).toEqual(['Also membranes', 'Membranes', 'Plant walls', 'Excellent work']);

    // Words cut short where stemming would change them ('enzy' stems to 'enzi') still rank as word starts.
    await s.note('Catalysts', 'Enzymes speed up reactions.');
    await s.note('Coenzymes', 'Coenzymes help.');
    expect(titles(await s.search({ q: 'enzy' }))).toEqual(['Catalysts', 'Coenzymes']);
    // Stop words are text too.
    expect(titles(await s.search({ q: 'the' }))).toEqual(['Excellent work']);
    // Characters of the full-text query syntax are text, and change no ranking.
    expect((await s.search({ q: "':* | !( cell" })).total).toBe(0);
    await s.note('Syntax', "A note about ':* | !( cells");
    expect(titles(await s.search({ q: "':* | !( cell" }))).toEqual(['Syntax']);
  });

  it('takes %, _ and \\ as typed, and letters of any alphabet in any case', async () => {
    const s = await student();
    await s.note('Sale', 'Everything at 50% off.');
    await s.note('Grades', 'Scored 500 of 600.');
    await s.note('Snake', 'Call it via read_file.');
    await s.note('Camel', 'Call it via readXfile.');
    await s.note('Paths', String.raw`Saved under C:\temp\notes.`);
    await s.note('Tabs', 'A tab is written \\t, a new line \\n.');
    await s.note('École', 'Les élèves de l’ÉCOLE étudient la photosynthèse.', 'French');

    expect(titles(await s.search({ q: '50%' }))).toEqual(['Sale']);
    expect(titles(await s.search({ q: '%' }))).toEqual(['Sale']);
    expect(titles(await s.search({ q: '0%' }))).toEqual(['Sale']);
    expect(titles(await s.search({ q: '5_0' }))).toEqual([]);
    expect(titles(await s.search({ q: 'read_file' }))).toEqual(['Snake']);
    expect(titles(await s.search({ q: '_' }))).toEqual(['Snake']);
    expect(titles(await s.search({ q: String.raw`C:\temp` }))).toEqual(['Paths']);
    expect(titles(await s.search({ q: '\\' })).sort()).toEqual(['Paths', 'Tabs']);
    expect(titles(await s.search({ q: '\\t' })).sort()).toEqual(['Paths', 'Tabs']);
    expect(titles(await s.search({ q: '\\%' }))).toEqual([]);
    expect(titles(await s.search({ q: 'école' }))).toEqual(['École']);
    expect(titles(await s.search({ q: 'ÉLÈVES' }))).toEqual(['École']);
    expect(titles(await s.search({ q: 'PHOTOSYNTHÈSE' }))).toEqual(['École']);
  });

  it('matches tags as the small list’s filter does: any part of one, in any case', async () => {
    const s = await student();
    const tagged = (title: string, content: string, tags: string[]) => s.notes.created({ title, content: `<p>${content}</p>`, tags });
    await tagged('Osmosis', 'Water crosses the membrane.', ['revision', 'Unit-3']);
    await tagged('Enzymes', 'Catalysts speed up reactions.', ['unit-12', 'exam prep']);
    await tagged('Deltas', 'Rivers slow down at the coast.', ['Cell-Biology']);
    await s.note('Glossary', 'Terms without tags.');

    // A tag no title or text holds, whatever the case.
    const [byTag] = (await s.search({ q: 'revision' })).notes;
    expect(byTag).toMatchObject({ title: 'Osmosis', tags: ['revision', 'Unit-3'], preview: 'Water crosses the membrane....' });
    expect(titles(await s.search({ q: 'REVISION' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'exam prep' }))).toEqual(['Enzymes']);
    // Any part of a tag: its start, its inside, its end.
    for (const q of ['rev', 'revisio', 'visi', 'sion']) expect(titles(await s.search({ q })), q).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'nit-3' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'unit-1' }))).toEqual(['Enzymes']);
    expect(titles(await s.search({ q: 'unit-' })).sort()).toEqual(['Enzymes', 'Osmosis']);
    expect(titles(await s.search({ q: 'cell-bio' }))).toEqual(['Deltas']);
    // A tag and the title or text are separate lines: one text does not run from one into another.
    expect(titles(await s.search({ q: 'revision osmosis' }))).toEqual([]);
    expect(titles(await s.search({ q: 'revision unit-3' }))).toEqual([]);

    // Notes holding the text in their text are found beside those tagged with it.
    await s.note('Syllabus', 'This term covers unit-3 and revision.');
    expect(titles(await s.search({ q: 'unit-3' })).sort()).toEqual(['Osmosis', 'Syllabus']);
    expect((await s.search({ q: 'unit-3', limit: 1 })).total).toBe(2);

    // Another student's tags are theirs.
    const other = await student();
    await other.notes.created({ title: 'Theirs', content: '<p>Plate tectonics.</p>', tags: ['revision', 'unit-3'] });
    expect(titles(await other.search({ q: 'revision' }))).toEqual(['Theirs']);
    expect(await s.search({ q: 'tectonics' })).toEqual({ notes: [], nextCursor: null, total: 0 });
    expect(titles(await s.search({ q: 'revision' })).sort()).toEqual(['Osmosis', 'Syllabus']);
  });

  it('pages tag matches by relevance, the total counting them all', async () => {
    const s = await student();
    for (let i = 1; i <= 5; i += 1) await s.notes.created({ title: `Tagged ${i}`, content: `<p>text ${i}</p>`, tags: ['revision'] });
    await s.note('Revision in the title', 'revision revision revision');
    await s.note('Untagged', 'text');
    const all = await s.search({ q: 'revision', limit: 100 });
    expect(all.total).toBe(6);
    expect(titles(all)).toContain('Revision in the title');
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await s.search({ q: 'revision', limit: 4, cursor });
      expect(page.total).toBe(6);
      seen.push(...page.notes.map((note) => note.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.notes.map((note) => note.id));
  });

  it('answers a plain-text passage around the match, never the note’s markup', async () => {
    const s = await student();
    const filler = 'Some unrelated revision text about other topics. '.repeat(20);
    const hostile = await s.notes.created({
      title: 'Hostile',
      content: `<p>${filler}</p><p>Stomata open for <b>photosynthesis</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">link</a></p>`,
    });
    const [hit] = (await s.search({ q: 'stomata' })).notes;
    expect(hit?.id).toBe(hostile.id);
    expect(hit!.preview).toContain('Stomata open for photosynthesis');
    expect(hit!.preview.endsWith('...')).toBe(true);
    expect(hit!.preview.length).toBeLessThanOrEqual(153);
    expect(hit!.preview).not.toMatch(/[<>]|alert|onerror|javascript/);

    // Even tags the student typed as text are left out of a passage (ts_headline drops tag tokens).
    await s.notes.created({ title: 'Typed', content: '<p>Write &lt;b&gt;xylem&lt;/b&gt; in bold.</p>' });
    expect((await s.search({ q: 'xylem' })).notes[0]!.preview).toMatch(/^Write xylem in bold\.{3,4}$/);
  });

  it('finds the passage of a long note around the first place the searched text is written', async () => {
    const s = await student();
    const filler = (n: number) => `<p>${'Cells divide and grow in many tissues of the body. '.repeat(n)}</p>`;
    const deep = await s.notes.created({
      title: 'Long chapter',
      content: `${filler(2_000)}<p>The STOMATA open at dawn for gas exchange.</p>${filler(100)}`,
    });
    const [hit] = (await s.search({ q: 'the stomata' })).notes;
    expect(hit?.id).toBe(deep.id);
    expect(hit!.preview).toContain('The STOMATA open at dawn for gas exchange.');
    expect((await s.search({ q: 'stom' })).notes[0]!.preview).toContain('STOMATA open at dawn');
    // Inside a word, where no word of the text starts with it.
    expect((await s.search({ q: 'omata open' })).notes[0]!.preview).toContain('STOMATA open at dawn');

    // Only the title holds it: the note's start stands in.
    await s.notes.created({ title: 'Leaves far in', content: `${filler(2_000)}<p>We study leaves.</p>` });
    const [titled] = (await s.search({ q: 'far in' })).notes;
    expect(titled!.title).toBe('Leaves far in');
    expect(titled!.preview).toMatch(/^Cells divide and grow/);

    // Whatever is typed, it is text.
    for (const q of [
      'the or',
      '"gas exchange" -dusk',
      'Ünïcödé ß 二酸化炭素',
      'x:* | !y',
      '((( \\m [a-z]+',
      'or or or',
      "'; drop table note; --",
    ]) {
      expect((await s.get(`/api/notes/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
    expect((await s.search({ q: 'gas exchange' })).notes[0]!.preview).toContain('open at dawn for gas exchange.');
  });

  it('means the same past a screenful of notes: "synth" finds "photosynthesis", a page at a time', async () => {
    const s = await student();
    const filler = (i: number): SeededNote => ({
      title: `Chapter ${i}`,
      text: i % 2 === 0 ? `Energy and motion, part ${i}.` : `Locomotion of animals, part ${i}.`,
      subject: 'Physics',
    });
    await s.seed([
      { title: 'Photosynthesis basics', text: 'Leaves perform photosynthesis in the light.' },
      ...Array.from({ length: 60 }, (_, i) => filler(i)),
      { title: 'Synthesis of proteins', text: 'Ribosomes carry out protein synthesis.' },
      ...Array.from({ length: 60 }, (_, i) => filler(60 + i)),
      { title: 'Music', text: 'A synth makes the sound.', subject: 'Music', tags: ['instruments'] },
    ]);
    const other = await student();
    await other.seed([{ title: 'Their synthesis', text: 'Photosynthesis and synthesizers.' }]);
    expect((await s.previews()).total).toBeGreaterThan(NOTE_PAGING.screenful);

    // Whole word, then word start, then inside a word; never another student's notes.
    const synth = await s.search({ q: 'synth' });
    expect(titles(synth)).toEqual(['Music', 'Synthesis of proteins', 'Photosynthesis basics']);
    expect(synth.total).toBe(3);
    expect(titles(await s.search({ q: 'SYNTH', subject: 'Music' }))).toEqual(['Music']);
    expect(titles(await s.search({ q: 'synth', subject: 'Biology' }))).toEqual(['Synthesis of proteins', 'Photosynthesis basics']);
    expect(titles(await s.search({ q: 'strumen' }))).toEqual(['Music']);
    expect(titles(await s.search({ q: 'otosynthesis in the li' }))).toEqual(['Photosynthesis basics']);
    expect(titles(await other.search({ q: 'synth' }))).toEqual(['Their synthesis']);

    // Pages of a match mixing tiers: the notes with the word 'motion', newest first, then those with 'locomotion'.
    const byNewest = (parity: number) =>
      Array.from({ length: 120 }, (_, i) => 119 - i)
        .filter((i) => i % 2 === parity)
        .map((i) => `Chapter ${i}`);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await s.search({ q: 'motion', limit: 25, cursor });
      expect(page.total).toBe(120);
      seen.push(...titles(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...byNewest(0), ...byNewest(1)]);
    // Short texts, with no trigram to look up, mean the same.
    expect((await s.search({ q: 'n,', limit: 1 })).total).toBe(60);
    expect((await s.search({ q: '11', limit: 1 })).total).toBe(11);
  });

  it('never finds another user’s notes', async () => {
    const asha = await student();
    const ravi = await student();
    await asha.note('Osmosis', 'Water crosses the membrane.');
    expect(await ravi.search({ q: 'osmosis' })).toEqual({ notes: [], nextCursor: null, total: 0 });
    expect(await ravi.previews()).toEqual({ notes: [], nextCursor: null, total: 0, subjects: [] });
    expect((await asha.search({ q: 'osmo' })).total).toBe(1);
  });

  it('pages by relevance, each match exactly once, while notes are added between pages', async () => {
    const s = await student();
    for (let i = 1; i <= 7; i += 1) await s.note(`Enzymes ${i}`, `${'enzyme '.repeat(i % 3 === 0 ? 3 : 1)}catalysis notes ${i}`);
    await s.note('Unrelated', 'Rivers and deltas.');
    const all = await s.search({ q: 'enzyme', limit: 100 });
    expect(all.total).toBe(7);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await s.search({ q: 'enzyme', limit: 2, cursor });
      expect(page.notes.length).toBeLessThanOrEqual(2);
      seen.push(...page.notes.map((note) => note.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      await s.note(`Enzymes added ${pages}`, 'enzyme enzyme enzyme enzyme');
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(all.notes.map((note) => note.id));
  });

  it('filters by subject', async () => {
    const s = await student();
    await s.note('Cells', 'membrane', 'Biology');
    await s.note('Cells in batteries', 'membrane', 'Chemistry');
    expect(titles(await s.search({ q: 'membrane', subject: 'Chemistry' }))).toEqual(['Cells in batteries']);
  });

  it('refuses an empty or too long search, a bad page size and a cursor not made for it', async () => {
    const s = await student();
    await s.note('One', 'text');
    const refusals: [string, string][] = [
      ['/api/notes/search', NOTE_MESSAGES.searchRequired],
      ['/api/notes/search?q=', NOTE_MESSAGES.searchRequired],
      ['/api/notes/search?q=%20%20', NOTE_MESSAGES.searchRequired],
      [`/api/notes/search?q=${'a'.repeat(NOTE_PAGING.searchMaxChars + 1)}`, NOTE_MESSAGES.searchTooLong],
      ['/api/notes/search?q=text&limit=0', NOTE_MESSAGES.limitInvalid],
      ['/api/notes/search?q=text&limit=101', NOTE_MESSAGES.limitInvalid],
      ['/api/notes/search?q=text&limit=2.5', NOTE_MESSAGES.limitInvalid],
      ['/api/notes/search?q=text&limit=many', NOTE_MESSAGES.limitInvalid],
      ['/api/notes/search?q=text&cursor=nonsense', NOTE_MESSAGES.cursorInvalid],
      ['/api/notes/previews?limit=-1', NOTE_MESSAGES.limitInvalid],
      ['/api/notes/previews?cursor=W10', NOTE_MESSAGES.cursorInvalid],
      ['/api/notes/search?q=a%00b', MESSAGES.controlCharsInParams],
      ['/api/notes/search?q=%1Btext', MESSAGES.controlCharsInParams],
    ];
    for (const [url, message] of refusals) {
      const response = await s.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message, code: ERROR_CODES.badRequest });
    }
    expect((await s.search({ q: 'a'.repeat(NOTE_PAGING.searchMaxChars) })).total).toBe(0);

    // A previews cursor is not a search cursor, and the other way round.
    await s.note('Two', 'text');
    const previewCursor = (await s.previews({ limit: 1 })).nextCursor!;
    const searchCursor = (await s.search({ q: 'text', limit: 1 })).nextCursor!;
    expect((await s.get(`/api/notes/search?q=text&cursor=${previewCursor}`)).statusCode).toBe(400);
    expect((await s.get(`/api/notes/previews?cursor=${searchCursor}`)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/notes/search?q=x', '/api/notes/previews']) {
      expect((await request(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/notes/previews', () => {
  it('answers cards newest first like the full list, with the total and every subject', async () => {
    const s = await student();
    await s.notes.created({
      title: 'Lists',
      content: '<ul><li><p>first point</p></li></ul><blockquote><p>quoted</p></blockquote>',
      tags: ['a', 'b'],
    });
    await s.note('Long', 'word '.repeat(400), 'History');
    const full = (await s.notes.list()).json() as Note[];

    const page = await s.previews();
    expect(page.notes).toEqual(
      full.map(({ id, title, subject, tags, createdAt, updatedAt }) => ({
        id,
        title,
        subject,
        tags,
        createdAt,
        updatedAt,
        preview: expect.any(String),
      })),
    );
    expect(page.notes.map((note) => note.preview)).toEqual([`${'word '.repeat(30)}...`, 'first point quoted...']);
    expect(page).toMatchObject({ total: 2, nextCursor: null });
    expect(page.subjects.sort()).toEqual(['General', 'History']);

    const history = await s.previews({ subject: 'History' });
    expect(history).toMatchObject({ total: 1, subjects: ['General', 'History'].sort() });
    expect(titles(history)).toEqual(['Long']);
  });

  it('covers every note exactly once across pages, in the list’s order, while notes are added and edited', async () => {
    const s = await student();
    for (let i = 0; i < 11; i += 1) await s.note(`Note ${i}`, `text ${i}`);
    const before = ((await s.notes.list()).json() as Note[]).map((note) => note.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await s.previews({ limit: 4, cursor });
      expect(page.total).toBe(11 + pages);
      seen.push(...page.notes.map((note) => note.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      await s.note(`Added ${pages}`, 'new');
      // An edit moves nothing: the list is ordered by creation.
      await s.notes.update(before[before.length - 1]!, { title: `Edited ${pages}` });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('describes the search and previews routes with their query and answer', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    const searchRoute = docs.paths['/api/notes/search'].get;
    expect(searchRoute.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['cursor', 'limit', 'q', 'subject']);
    expect(Object.keys(searchRoute.responses['200'].content['application/json'].schema.properties)).toEqual([
      'notes',
      'nextCursor',
      'total',
    ]);
    const previews = docs.paths['/api/notes/previews'].get;
    expect(Object.keys(previews.responses['200'].content['application/json'].schema.properties)).toEqual([
      'notes',
      'nextCursor',
      'total',
      'subjects',
    ]);
  });
});
