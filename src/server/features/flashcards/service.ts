import { v7 as uuidv7 } from 'uuid';
import {
  DECK_NAME_MAX_CHARS,
  DEFAULT_DECK_NAME,
  FLASHCARD_MESSAGES as M,
  type CreateCardsRequest,
  type Deck,
  type Flashcard,
  type QuizCard,
  type QuizCardsAdded,
} from '../../../shared/flashcards';
import { LIST_PAGE_SIZE } from '../../../shared/list-page';
import { localMidnightAfter } from '../../../shared/local-day';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor, decodeNameCursor, encodeNameCursor } from '../../http/page-cursor';
import { checkRoomBeforehand, withRoom } from '../../storage/quota';
import { insertCardImages, type NewCardImage } from './card-images-repo';
import * as repo from './repo';
import { newSchedule, type Schedule } from './scheduler';
import { toDeck, toFlashcard } from './view';

/** Decks and cards: made by hand, from quizzes, suggestions and imports; owner-scoped throughout. */
export function cardsService(db: Db, now: () => Date) {
  async function ownedDeck(userId: string, id: string) {
    const row = await repo.findDeck(db, userId, id);
    if (!row) throw notFound(M.deckNotFound);
    return row;
  }

  async function deckFor(tx: Tx, userId: string, request: Pick<CreateCardsRequest, 'deckId' | 'deckName'>) {
    if (request.deckId) {
      const row = await repo.findDeck(tx, userId, request.deckId);
      if (!row) throw notFound(M.deckNotFound);
      return row;
    }
    const name = request.deckName ?? DEFAULT_DECK_NAME;
    const found = await repo.findDeckByName(tx, userId, name);
    return found ?? withRoom(tx, { userId, kind: 'decks', adding: 1 }, (inner) => repo.insertDeck(inner, userId, name));
  }

  return {
    /** A page of the decks by name; `cursor` names where the page before ended. */
    async listDecks(userId: string, timeZone: string, cursor: string | undefined): Promise<Page<Deck>> {
      const at = now();
      const after = cursor === undefined ? undefined : decodeNameCursor(cursor, DECK_NAME_MAX_CHARS);
      const rows = await repo.listDecks(db, userId, at, localMidnightAfter(at, timeZone, 1), after);
      const shown = rows.slice(0, LIST_PAGE_SIZE);
      const last = shown.at(-1);
      return { items: shown.map(toDeck), ...(rows.length > LIST_PAGE_SIZE && last ? { nextCursor: encodeNameCursor(last) } : {}) };
    },

    async createDeck(userId: string, name: string): Promise<Deck> {
      if (await repo.findDeckByName(db, userId, name)) throw conflict(M.deckExists);
      const row = await withRoom(db, { userId, kind: 'decks', adding: 1 }, (tx) => repo.insertDeck(tx, userId, name));
      return toDeck({ ...row, cardCount: 0, dueCount: 0, examDate: null });
    },

    async renameDeck(userId: string, id: string, name: string): Promise<{ id: string; name: string }> {
      await ownedDeck(userId, id);
      const same = await repo.findDeckByName(db, userId, name);
      if (same && same.id !== id) throw conflict(M.deckExists);
      const row = await repo.renameDeck(db, userId, id, name);
      if (!row) throw notFound(M.deckNotFound);
      return { id: row.id, name: row.name };
    },

    async deleteDeck(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteDeck(db, userId, id))) throw notFound(M.deckNotFound);
    },

    /** A page of the cards (of one deck, or all), oldest first; `cursor` names where the page before ended. */
    async listCards(userId: string, deckId: string | undefined, cursor: string | undefined): Promise<Page<Flashcard>> {
      if (deckId) await ownedDeck(userId, deckId);
      const after = cursor === undefined ? undefined : decodeCursor(cursor, false);
      return pageOf(await repo.pageCards(db, userId, deckId, after), toFlashcard);
    },

    /**
     * Adds the cards to one deck, all or none, within the plan's cards (and a new deck's place among
     * the decks) and the deck's own limit, each checked under the user's lock of its kind.
     */
    async createCards(userId: string, request: CreateCardsRequest): Promise<{ deckId: string; cards: Flashcard[] }> {
      const adding = request.cards.length;
      return withRoom(db, { userId, kind: 'cards', adding }, async (tx) => {
        const target = await deckFor(tx, userId, request);
        const values = request.cards.map(({ front, back, source }) => ({ front, back, source: source ?? { kind: 'manual' as const } }));
        // The user's cards lock is held: the deck's count cannot change under this check.
        await checkRoomBeforehand(tx, { userId, kind: 'cards', adding: 0, within: { deckId: target.id, adding } });
        const rows = await repo.insertCards(tx, userId, target.id, values, newSchedule(now()));
        return { deckId: target.id, cards: rows.map(toFlashcard) };
      });
    },

    /** Cards that bring their own schedules (an Anki package's) into one deck, all or none, within the same limits. */
    /** Imported cards with their scheduling and the images their text shows; the images count in the cards' storage. */
    async importScheduledCards(
      userId: string,
      target: Pick<CreateCardsRequest, 'deckId' | 'deckName'>,
      values: (repo.CardValues & { schedule: Schedule; images: Omit<NewCardImage, 'cardId'>[] })[],
    ): Promise<string> {
      return withRoom(db, { userId, kind: 'cards', adding: values.length }, async (tx) => {
        const deckRow = await deckFor(tx, userId, target);
        await checkRoomBeforehand(tx, { userId, kind: 'cards', adding: 0, within: { deckId: deckRow.id, adding: values.length } });
        const withIds = values.map((value) => ({ ...value, id: uuidv7() }));
        await repo.insertCards(
          tx,
          userId,
          deckRow.id,
          withIds.map(({ images: _images, ...value }) => value),
          newSchedule(now()),
        );
        await insertCardImages(
          tx,
          userId,
          withIds.flatMap((value) => value.images.map((image) => ({ ...image, cardId: value.id }))),
        );
        return deckRow.id;
      });
    },

    /**
     * A quiz's mistakes as cards, one per question however often asked: the questions that have
     * their card already (in any deck) are skipped, checked under the user's cards lock so two
     * clicks side by side make one set. The rest join the deck `deckName` (made when missing).
     */
    async addQuizCards(userId: string, quizId: string, deckName: string, wanted: QuizCard[]): Promise<QuizCardsAdded> {
      const missing = (had: { questionId: string | null }[]) => {
        const done = new Set(had.map((row) => row.questionId));
        return wanted.filter((item) => !done.has(item.questionId));
      };
      const before = missing(await repo.cardsFromQuiz(db, userId, quizId));
      return withRoom(db, { userId, kind: 'cards', adding: before.length }, async (tx) => {
        const had = await repo.cardsFromQuiz(tx, userId, quizId);
        const adding = missing(had);
        const first = had.find((row) => wanted.some((item) => item.questionId === row.questionId));
        if (adding.length === 0 && first) {
          const held = await repo.findDeck(tx, userId, first.deckId);
          return { deckId: first.deckId, deckName: held?.name ?? deckName, added: 0 };
        }
        const target = await deckFor(tx, userId, { deckName });
        await checkRoomBeforehand(tx, { userId, kind: 'cards', adding: 0, within: { deckId: target.id, adding: adding.length } });
        const values = adding.map(({ front, back, questionId, passage }) => ({
          front,
          back,
          source: { kind: 'quiz' as const, id: quizId, questionId, ...(passage && { passage }) },
        }));
        await repo.insertCards(tx, userId, target.id, values, newSchedule(now()));
        return { deckId: target.id, deckName: target.name, added: adding.length };
      });
    },

    async updateCard(userId: string, id: string, changes: { front?: string; back?: string; deckId?: string }): Promise<Flashcard> {
      if (changes.deckId) await ownedDeck(userId, changes.deckId);
      const row = await repo.updateCard(db, userId, id, changes);
      if (!row) throw notFound(M.cardNotFound);
      return toFlashcard(row);
    },

    async deleteCard(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteCard(db, userId, id))) throw notFound(M.cardNotFound);
    },

    ownedDeck,
  };
}
