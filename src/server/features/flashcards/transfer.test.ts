import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { FLASHCARD_MESSAGES as M, type Flashcard, type NewCard } from '../../../shared/flashcards';
import { signUp, useTestApp } from '../../test/test-app';
import { addCards, call } from './flashcards-test-support';
import { parseTabSeparated } from './transfer';

const ctx = useTestApp();

const TRICKY: NewCard[] = [
  { front: 'Solve $2x + 3 = 11$', back: '$x = 4$\n\nSubtract 3, then divide by 2.' },
  { front: 'Is 3 < 5 & 5 > 3?', back: 'Yes: "both" hold' },
  { front: 'A tab\there', back: '$$\\int_0^1 x\\,dx = \\tfrac12$$' },
];

describe('deck export and import', () => {
  it("exports a deck as Anki's text import with its header lines, and the file parses back to the same cards", async () => {
    const { cookie } = await signUp(ctx.app);
    const { deckId } = await addCards(ctx.app, cookie, TRICKY, { deckName: 'Algebra: basics' });
    const response = await call(ctx.app, cookie, 'GET', `/api/decks/${deckId}/export?format=anki`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="algebra-basics.txt"');
    const lines = response.body.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual(['#separator:tab', '#html:true', '#notetype:Basic', '#deck:Algebra: basics', '#columns:Front\tBack']);
    // One line a card, two fields each; math in MathJax delimiters as Anki renders it.
    expect(lines.slice(5).map((line) => line.split('\t').length)).toEqual([2, 2, 2]);
    expect(lines[5]).toBe('Solve \\(2x + 3 = 11\\)\t\\(x = 4\\)<br><br>Subtract 3, then divide by 2.');
    expect(parseTabSeparated(response.body)).toEqual({
      cards: TRICKY.map((card) => ({ ...card, source: { kind: 'import' } })),
      skipped: 0,
    });

    const imported = await call(ctx.app, cookie, 'POST', '/api/cards/import', { deckName: 'Copy', content: response.body });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 3, skipped: 0 });
    const copy = (await call(ctx.app, cookie, 'GET', `/api/cards?deck=${imported.json().deckId}`)).json<Flashcard[]>();
    expect(copy.map(({ front, back }) => ({ front, back }))).toEqual(TRICKY);
  });

  it('exports Markdown: the deck as a title, each card a heading and its answer', async () => {
    const { cookie } = await signUp(ctx.app);
    const { deckId } = await addCards(ctx.app, cookie, TRICKY.slice(0, 2), { deckName: 'Algebra' });
    const response = await call(ctx.app, cookie, 'GET', `/api/decks/${deckId}/export?format=md`);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe(
      '# Algebra\n\n## 1. Solve $2x + 3 = 11$\n\n$x = 4$\n\nSubtract 3, then divide by 2.\n\n## 2. Is 3 < 5 & 5 > 3?\n\nYes: "both" hold\n',
    );
    expect((await call(ctx.app, cookie, 'GET', `/api/decks/${deckId}/export?format=pdf`)).json()).toEqual({
      message: M.formatInvalid,
      code: ERROR_CODES.badRequest,
    });
  });

  it('imports a plain tab-separated file, skipping lines without both sides', async () => {
    const { cookie } = await signUp(ctx.app);
    const content =
      '\uFEFFmitochondria\tthe powerhouse of the cell\r\nno tab on this line\r\n\r\nosmosis\twater moving across a membrane\n\tno front\n';
    const response = await call(ctx.app, cookie, 'POST', '/api/cards/import', { content });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ imported: 2, skipped: 2 });
    const cards = (await call(ctx.app, cookie, 'GET', '/api/cards')).json<Flashcard[]>();
    expect(cards.map((c) => [c.front, c.back, c.source.kind])).toEqual([
      ['mitochondria', 'the powerhouse of the cell', 'import'],
      ['osmosis', 'water moving across a membrane', 'import'],
    ]);
    const empty = await call(ctx.app, cookie, 'POST', '/api/cards/import', { content: 'just words\nmore words' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.importEmpty);
  });
});
