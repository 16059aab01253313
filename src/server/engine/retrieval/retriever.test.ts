import { readFileSync } from 'node:fs';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { note } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { createRetriever, wholeSentences } from './retriever';

const context = useTestApp();

const fixture = (name: string) => readFileSync(new URL(`../offline/fixtures/${name}.txt`, import.meta.url), 'utf8');

async function newUserId(): Promise<string> {
  const { response } = await signUp(context.app);
  return (response.json() as { user: { id: string } }).user.id;
}

async function addNote(userId: string, title: string, text: string, subject = 'General') {
  const id = uuidv7();
  await context.database.db.insert(note).values({ id, userId, title, subject, content: `<p>${text}</p>`, contentText: text });
  return id;
}

describe("retrieval over the user's notes", () => {
  it('finds the note about the question first and quotes the part that matches', async () => {
    const userId = await newUserId();
    const biology = await addNote(userId, 'Photosynthesis', fixture('photosynthesis'), 'Biology');
    await addNote(userId, 'French Revolution', fixture('french-revolution'), 'History');
    await addNote(userId, 'Networks', fixture('computer-networks'), 'Computer Science');
    const passages = await createRetriever(context.database.db).passagesFor(userId, 'How does chlorophyll absorb light?');
    expect(passages[0]).toMatchObject({ source: 'note', id: biology, title: 'Photosynthesis' });
    expect(passages[0]!.text.toLowerCase()).toContain('chlorophyll');
    expect(passages.map((p) => p.title)).not.toContain('French Revolution');
  });

  it("ranks notes sharing more of the question's words higher, and leaves out one far behind the best", async () => {
    const userId = await newUserId();
    const cells = await addNote(userId, 'Cells', 'The mitochondria release energy in the cell.');
    const both = await addNote(userId, 'Energy in plants', 'Plants store energy from light in sugar made in the chloroplast.');
    const retriever = createRetriever(context.database.db);
    expect((await retriever.passagesFor(userId, 'where do plants store energy')).map((p) => p.id)).toEqual([both]);
    // Two notes about the question both come back, the one sharing more of its words first.
    const chloroplasts = await addNote(userId, 'Chloroplasts', 'Plants make sugar in the chloroplast.');
    expect((await retriever.passagesFor(userId, 'how do plants make sugar in the chloroplast')).map((p) => p.id)).toEqual([
      chloroplasts,
      both,
    ]);
    expect((await retriever.passagesFor(userId, 'energy in the mitochondria')).map((p) => p.id)[0]).toBe(cells);
  });

  it("never returns another user's notes", async () => {
    const owner = await newUserId();
    const stranger = await newUserId();
    await addNote(owner, 'Secret diary', 'Photosynthesis makes glucose from carbon dioxide and water.');
    const retriever = createRetriever(context.database.db);
    expect(await retriever.passagesFor(stranger, 'photosynthesis glucose')).toEqual([]);
    expect(await retriever.passagesFor(owner, 'photosynthesis glucose')).toHaveLength(1);
  });

  it('answers nothing, without an error, for empty, stop-word-only or symbol-only queries', async () => {
    const userId = await newUserId();
    await addNote(userId, 'Notes', 'Some text about the water cycle.');
    const retriever = createRetriever(context.database.db);
    for (const query of ['', '   ', 'the and of', "!!! && || :* ' \\ ()", 'x'.repeat(5_000)]) {
      await expect(retriever.passagesFor(userId, query)).resolves.toEqual([]);
    }
  });

  it('respects the limit', async () => {
    const userId = await newUserId();
    for (let i = 0; i < 6; i += 1) await addNote(userId, `Water ${i}`, `Water cycle note number ${i}: evaporation and rain.`);
    expect(await createRetriever(context.database.db).passagesFor(userId, 'water evaporation', { limit: 3 })).toHaveLength(3);
  });
});

describe('wholeSentences', () => {
  const text =
    'Intro line here. The water cycle moves water between oceans, air and land. Heat evaporates it.\n\nNew paragraph without a stop';
  it('widens a fragment cut mid-sentence to the sentences around it', () => {
    expect(wholeSentences('water cycle moves water between', text)).toBe('The water cycle moves water between oceans, air and land.');
    expect(wholeSentences('oceans, air and land. Heat', text)).toBe(
      'The water cycle moves water between oceans, air and land. Heat evaporates it.',
    );
  });

  it("stops at paragraph breaks and at the text's ends, and keeps fragments it cannot place", () => {
    expect(wholeSentences('paragraph without', text)).toBe('New paragraph without a stop');
    expect(wholeSentences('Intro line', text)).toBe('Intro line here.');
    expect(wholeSentences('not in the note', text)).toBe('not in the note');
  });

  it('widens each fragment and drops repeats', () => {
    expect(wholeSentences(`Intro line … Heat evaporates … Heat`, text)).toBe('Intro line here. … Heat evaporates it.');
  });
});
