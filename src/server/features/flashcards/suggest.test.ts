import { describe, expect, it } from 'vitest';
import type { CardSuggestion } from '../../../shared/flashcards';
import { FLASHCARD_MESSAGES as M } from '../../../shared/flashcards';
import { USAGE_KIND_HEADER } from '../../../shared/usage';
import { signUp, useTestApp } from '../../test/test-app';
import { call, createNote } from './flashcards-test-support';

const ctx = useTestApp();

const MATERIAL = [
  'Photosynthesis is the process by which green plants turn light energy into chemical energy.',
  'Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.',
  'The Calvin cycle uses carbon dioxide from the air to build glucose inside the chloroplast.',
  'Mitochondria are the organelles where cellular respiration releases energy from glucose.',
  'Plants release oxygen as a by-product when water molecules are split during the light reactions.',
].join(' ');

async function generationsUsed(cookie: string): Promise<number> {
  return (await call(ctx.app, cookie, 'GET', '/api/limits')).json<{ usage: { generations: { used: number } } }>().usage.generations.used;
}

describe('POST /api/cards/suggest', () => {
  it('proposes term–definition and cloze cards from text, as one AI generation, storing nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: MATERIAL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[USAGE_KIND_HEADER]).toBe('generations');
    const { suggestions } = response.json<{ suggestions: CardSuggestion[] }>();
    expect(suggestions).toContainEqual({
      kind: 'definition',
      front: 'What is Photosynthesis?',
      back: 'Photosynthesis is the process by which green plants turn light energy into chemical energy.',
      passage: MATERIAL.split('. ')[0] + '.',
    });
    expect(suggestions.find((s) => s.front === 'What are Mitochondria?')).toBeDefined();
    const clozes = suggestions.filter((s) => s.kind === 'cloze');
    expect(clozes.length).toBeGreaterThan(0);
    for (const cloze of clozes) {
      expect(cloze.front).toContain('_____');
      const answer = /\*\*(.+?)\*\*/.exec(cloze.back)![1]!;
      expect(cloze.front.replace('_____', answer)).toBe(cloze.passage);
    }
    expect(await generationsUsed(cookie)).toBe(1);
    expect((await call(ctx.app, cookie, 'GET', '/api/cards')).json()).toEqual([]);
  });

  it("makes cards from the user's own note, and answers 404 for another user's", async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const note = await createNote(ctx.app, owner.cookie, 'Plants', MATERIAL);
    const mine = await call(ctx.app, owner.cookie, 'POST', '/api/cards/suggest', { noteId: note.id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().suggestions.length).toBeGreaterThan(2);
    const theirs = await call(ctx.app, stranger.cookie, 'POST', '/api/cards/suggest', { noteId: note.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.noteNotFound);
    // Asking for another user's note is the request's fault: the unit spent before the lookup stays spent.
    expect(await generationsUsed(stranger.cookie)).toBe(1);
    expect(await generationsUsed(owner.cookie)).toBe(1);
  });

  it('answers 422 when the text gives nothing to ask about, which keeps the generation (the input’s fault)', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: 'ok' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(M.noSuggestions);
    expect(await generationsUsed(cookie)).toBe(1);
    const blank = await call(ctx.app, cookie, 'POST', '/api/cards/suggest', { text: '   ' });
    expect(blank.statusCode).toBe(400);
  });
});
