import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { CARD_SIDE_MAX_CHARS, DEFAULT_DECK_NAME, FLASHCARD_MESSAGES as M, type Deck, type Flashcard } from '../../../shared/flashcards';
import { deckListSchema, flashcardSchema } from '../../../shared/flashcards.schema';
import { STORAGE_QUOTAS, storageCountReachedMessage } from '../../../shared/storage-quotas';
import { request, signUp, useTestApp } from '../../test/test-app';
import { addCards, call, someCards } from './flashcards-test-support';

const FREE_CARDS = STORAGE_QUOTAS.Free.cards.count;

const ctx = useTestApp();

describe('decks and cards', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/decks'],
      ['GET', '/api/cards'],
      ['GET', '/api/reviews/due'],
    ] as const) {
      expect((await request(ctx.app, { method, url })).statusCode).toBe(401);
    }
  });

  it('puts a card made by hand in the General deck, trimmed, and lists it', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await addCards(ctx.app, cookie, [{ front: '  What is $x^2$ at 3? ', back: ' 9 ' }]);
    expect(created.cards).toHaveLength(1);
    expect(flashcardSchema.safeParse(created.cards[0]).success).toBe(true);
    expect(created.cards[0]).toMatchObject({ front: 'What is $x^2$ at 3?', back: '9', source: { kind: 'manual' }, state: 0, reps: 0 });
    const decks = (await call(ctx.app, cookie, 'GET', '/api/decks')).json<Deck[]>();
    expect(deckListSchema.safeParse(decks).success).toBe(true);
    expect(decks).toEqual([expect.objectContaining({ id: created.deckId, name: DEFAULT_DECK_NAME, cardCount: 1, dueCount: 1 })]);
    const listed = (await call(ctx.app, cookie, 'GET', `/api/cards?deck=${created.deckId}`)).json<Flashcard[]>();
    expect(listed.map((card) => card.id)).toEqual([created.cards[0]!.id]);
  });

  it('finds a deck by name (any case) rather than making a second one', async () => {
    const { cookie } = await signUp(ctx.app);
    const first = await addCards(ctx.app, cookie, someCards(1), { deckName: 'Biology' });
    const second = await addCards(ctx.app, cookie, someCards(2), { deckName: 'biology' });
    expect(second.deckId).toBe(first.deckId);
    const created = await call(ctx.app, cookie, 'POST', '/api/decks', { name: 'BIOLOGY' });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ message: M.deckExists, code: ERROR_CODES.conflict });
  });

  it('edits, moves and deletes cards; renames and deletes decks with their cards', async () => {
    const { cookie } = await signUp(ctx.app);
    const { deckId, cards } = await addCards(ctx.app, cookie, someCards(2));
    const other = (await call(ctx.app, cookie, 'POST', '/api/decks', { name: 'Chemistry' })).json<Deck>();
    const edited = await call(ctx.app, cookie, 'PATCH', `/api/cards/${cards[0]!.id}`, { back: 'two', deckId: other.id });
    expect(edited.json()).toMatchObject({ back: 'two', deckId: other.id, front: cards[0]!.front });
    expect((await call(ctx.app, cookie, 'DELETE', `/api/cards/${cards[1]!.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, cookie, 'PATCH', `/api/decks/${other.id}`, { name: 'Organic chemistry' })).json()).toEqual({
      id: other.id,
      name: 'Organic chemistry',
    });
    expect((await call(ctx.app, cookie, 'DELETE', `/api/decks/${other.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, cookie, 'GET', '/api/cards')).json()).toEqual([]);
    expect((await call(ctx.app, cookie, 'GET', '/api/decks')).json()).toEqual([expect.objectContaining({ id: deckId, cardCount: 0 })]);
  });

  it("answers 404 for another user's deck or card, and changes nothing", async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const { deckId, cards } = await addCards(ctx.app, owner.cookie, someCards(1));
    const id = cards[0]!.id;
    const attempts = [
      call(ctx.app, stranger.cookie, 'PATCH', `/api/cards/${id}`, { front: 'mine now' }),
      call(ctx.app, stranger.cookie, 'DELETE', `/api/cards/${id}`),
      call(ctx.app, stranger.cookie, 'PATCH', `/api/decks/${deckId}`, { name: 'mine' }),
      call(ctx.app, stranger.cookie, 'DELETE', `/api/decks/${deckId}`),
      call(ctx.app, stranger.cookie, 'GET', `/api/decks/${deckId}/export?format=md`),
      call(ctx.app, stranger.cookie, 'GET', `/api/cards?deck=${deckId}`),
      call(ctx.app, stranger.cookie, 'POST', '/api/cards', { deckId, cards: someCards(1) }),
      call(ctx.app, stranger.cookie, 'POST', '/api/reviews', { cardId: id, grade: 3, reviewedAt: new Date().toISOString() }),
      call(ctx.app, stranger.cookie, 'POST', '/api/reviews/undo', { cardId: id }),
      call(ctx.app, stranger.cookie, 'GET', `/api/reviews/due?deck=${deckId}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    const still = (await call(ctx.app, owner.cookie, 'GET', '/api/cards')).json<Flashcard[]>();
    expect(still).toEqual([expect.objectContaining({ id, front: cards[0]!.front, reps: 0 })]);
  });

  it.each([
    ['a blank front', { front: '  ', back: 'b' }, M.frontRequired],
    ['no back', { front: 'f' }, M.backRequired],
    [`a front of ${CARD_SIDE_MAX_CHARS + 1} characters`, { front: 'a'.repeat(CARD_SIDE_MAX_CHARS + 1), back: 'b' }, M.frontTooLong],
    [`a back of ${CARD_SIDE_MAX_CHARS + 1} characters`, { front: 'f', back: 'b'.repeat(CARD_SIDE_MAX_CHARS + 1) }, M.backTooLong],
  ])('refuses %s with 400', async (_, card, message) => {
    const { cookie } = await signUp(ctx.app);
    const response = await call(ctx.app, cookie, 'POST', '/api/cards', { cards: [card] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
  });

  it(`takes sides of exactly ${CARD_SIDE_MAX_CHARS} characters`, async () => {
    const { cookie } = await signUp(ctx.app);
    const { cards } = await addCards(ctx.app, cookie, [{ front: 'f'.repeat(CARD_SIDE_MAX_CHARS), back: 'b'.repeat(CARD_SIDE_MAX_CHARS) }]);
    expect(cards[0]!.front).toHaveLength(CARD_SIDE_MAX_CHARS);
  });

  it(`keeps at most ${FREE_CARDS} cards a Free user, refusing a batch that would pass it`, async () => {
    const { cookie } = await signUp(ctx.app);
    // One deck holds at most half of them: the cards go to two.
    const half = FREE_CARDS / 2;
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `front ${i}\tback ${i}`).join('\n');
    for (const [deckName, n] of [
      ['First', half],
      ['Second', half - 1],
    ] as const) {
      const imported = await call(ctx.app, cookie, 'POST', '/api/cards/import', { content: lines(n), deckName });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toMatchObject({ imported: n });
    }
    const over = await call(ctx.app, cookie, 'POST', '/api/cards', { deckName: 'Second', cards: someCards(2) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: storageCountReachedMessage('cards', FREE_CARDS, true), code: ERROR_CODES.storageQuotaReached });
    expect((await call(ctx.app, cookie, 'POST', '/api/cards', { deckName: 'Second', cards: someCards(1) })).statusCode).toBe(201);
  }, 60_000);
});
