import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { type Note, NOTE_MESSAGES, NOTE_PAGING, type NotePage, type NotePreviewPage } from '../../../shared/note';
import { request, signUp, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();

async function student() {
  const { cookie } = await signUp(ctx.app);
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
  };
}

const titles = (page: NotePage) => page.notes.map((note) => note.title);

describe('GET /api/notes/search', () => {
  it('finds notes by title and content words, best match first, with a total', async () => {
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

    // Every word must match, whatever the case and the word's form.
    expect(titles(await s.search({ q: 'LEAVES Chloroplast' }))).toEqual(['Once']);
    expect(titles(await s.search({ q: 'leaves cellulose' }))).toEqual([]);
    // Web search syntax: a quoted phrase and an excluded word.
    expect(titles(await s.search({ q: '"rigid cell"' }))).toEqual(['Cell walls']);
    expect(titles(await s.search({ q: 'photosynthesis -oxygen' }))).toEqual(['Once']);
  });

  it('matches the last word being typed as the start of a word', async () => {
    const s = await student();
    await s.note('Photosynthesis', 'Light becomes sugar in the chloroplasts.');
    await s.note('Respiration', 'Mitochondria release energy.');

    expect(titles(await s.search({ q: 'photosyn' }))).toEqual(['Photosynthesis']);
    expect(titles(await s.search({ q: 'p' }))).toEqual(['Photosynthesis']);
    expect(titles(await s.search({ q: 'sugar chloro' }))).toEqual(['Photosynthesis']);
    expect(titles(await s.search({ q: 'mito' }))).toEqual(['Respiration']);
    // A word cut short where stemming would change it ('enzy' stems to 'enzi').
    await s.note('Catalysts', 'Enzymes speed up reactions.');
    expect(titles(await s.search({ q: 'enzy' }))).toEqual(['Catalysts']);
    // Stop words alone match nothing, and break nothing.
    expect((await s.search({ q: 'the' })).total).toBe(0);
    expect(titles(await s.search({ q: 'sugar the' }))).toEqual(['Photosynthesis']);
    // Characters of the query syntax are text, not syntax.
    expect((await s.search({ q: "':* | !( photosyn" })).notes.map((note) => note.title)).toEqual(['Photosynthesis']);
  });

  it('matches tags as the small list’s filter does: whole, being typed, hyphenated, alongside other words', async () => {
    const s = await student();
    const tagged = (title: string, content: string, tags: string[]) => s.notes.created({ title, content: `<p>${content}</p>`, tags });
    await tagged('Osmosis', 'Water crosses the membrane.', ['revision', 'Unit-3']);
    await tagged('Enzymes', 'Catalysts speed up reactions.', ['unit-12', 'exam prep']);
    await tagged('Deltas', 'Rivers slow down at the coast.', ['Cell-Biology']);
    await s.note('Glossary', 'Terms without tags.');

    // A tag no title or text holds, whatever the case and the word's form.
    const [byTag] = (await s.search({ q: 'revision' })).notes;
    expect(byTag).toMatchObject({ title: 'Osmosis', tags: ['revision', 'Unit-3'], preview: 'Water crosses the membrane....' });
    expect(titles(await s.search({ q: 'REVISION ' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: '"exam prep"' }))).toEqual(['Enzymes']);
    // A tag being typed: before, at and past the stem ('revision' is stored stemmed as 'revis').
    for (const q of ['rev', 'revis', 'revisio']) expect(titles(await s.search({ q })), q).toContain('Osmosis');
    expect(titles(await s.search({ q: 'revisio' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'exam pr' }))).toEqual(['Enzymes']);
    // Hyphenated tags, whole and being typed.
    expect(titles(await s.search({ q: 'unit-3' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'unit-12 ' }))).toEqual(['Enzymes']);
    expect(titles(await s.search({ q: 'unit-1' }))).toEqual(['Enzymes']);
    expect(titles(await s.search({ q: 'unit-' })).sort()).toEqual(['Enzymes', 'Osmosis']);
    // Notes holding the words in their text are still found beside those tagged with them.
    await s.note('Syllabus', 'This term covers unit-3 and revision.');
    expect(titles(await s.search({ q: 'unit-3' })).sort()).toEqual(['Osmosis', 'Syllabus']);
    expect(titles(await s.search({ q: 'revision unit-3' })).sort()).toEqual(['Osmosis', 'Syllabus']);
    expect(titles(await s.search({ q: 'unit-3 -osmosis' }))).toEqual(['Syllabus']);
    expect((await s.search({ q: 'unit-3', limit: 1 })).total).toBe(2);
    expect(titles(await s.search({ q: 'cell-bio' }))).toEqual(['Deltas']);
    expect(titles(await s.search({ q: 'cell-biology' }))).toEqual(['Deltas']);
    // A tag and a word of the title or text must both match, in either order.
    expect(titles(await s.search({ q: 'revision osmosis' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'membrane unit-3' }))).toEqual(['Osmosis']);
    expect(titles(await s.search({ q: 'catalysts revision' }))).toEqual([]);
    expect(titles(await s.search({ q: 'osmosis -revision' }))).toEqual([]);

    // Another student's tags are theirs.
    const other = await student();
    await other.notes.created({ title: 'Theirs', content: '<p>Plate tectonics.</p>', tags: ['revision', 'unit-3'] });
    expect(titles(await other.search({ q: 'revision unit-3' }))).toEqual(['Theirs']);
    expect(await s.search({ q: 'tectonics' })).toEqual({ notes: [], nextCursor: null, total: 0 });
    expect(titles(await s.search({ q: 'revision unit-3 membrane' }))).toEqual(['Osmosis']);
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

  it('finds the passage of a long note around the first place a searched word is written', async () => {
    const s = await student();
    const filler = (n: number) => `<p>${'Cells divide and grow in many tissues of the body. '.repeat(n)}</p>`;
    const deep = await s.notes.created({
      title: 'Long chapter',
      content: `${filler(2_000)}<p>The STOMATA open at dawn for gas exchange.</p>${filler(100)}`,
    });
    const [hit] = (await s.search({ q: 'the stomata' })).notes;
    expect(hit?.id).toBe(deep.id);
    expect(hit!.preview).toContain('The STOMATA open at dawn for gas exchange.');
    // Typed as a prefix, and an excluded word that the note does not hold.
    expect((await s.search({ q: '-xylem stom' })).notes[0]!.preview).toContain('STOMATA open at dawn');

    // Matched through the stem only ('studies' is written 'study'), far in: the note's start stands in.
    await s.notes.created({ title: 'Stems', content: `${filler(2_000)}<p>We study leaves.</p>` });
    const [stem] = (await s.search({ q: 'studies' })).notes;
    expect(stem!.title).toBe('Stems');
    expect(stem!.preview).toMatch(/^Cells divide and grow/);

    // Whatever is typed, the window's pattern is made of letters and digits only.
    for (const q of ['the or', '"gas exchange" -dusk', 'Ünïcödé ß 二酸化炭素', 'x:* | !y', '((( \\m [a-z]+', 'or or or']) {
      expect((await s.get(`/api/notes/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
    expect((await s.search({ q: 'exchange -dusk' })).notes[0]!.preview).toContain('open at dawn for gas exchange.');
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
