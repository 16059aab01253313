import type { ListCache } from '../../http/list-cache';
import { pageItems, sendPage } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, notModifiedSchema } from '../../../shared/api.schema';
import {
  cardListQuerySchema,
  createCardsResponseSchema,
  createCardsSchema,
  deckBodySchema,
  deckExamBodySchema,
  deckExamQuerySchema,
  deckListQuerySchema,
  deckListSchema,
  deckSchema,
  deletedSchema,
  exportFileSchema,
  exportQuerySchema,
  flashcardListSchema,
  flashcardSchema,
  idParamsSchema,
  importRequestSchema,
  importResultSchema,
  suggestRequestSchema,
  suggestResponseSchema,
  updateCardSchema,
} from '../../../shared/flashcards.schema';
import { FLASHCARD_MESSAGES as M } from '../../../shared/flashcards';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { badRequest } from '../../http-error';
import { sendDownload } from '../../http/download';
import { ankiRoutes } from './anki/anki-routes';
import { cardImageRoutes } from './card-images-routes';
import { examAwareDue, type StudySettingsReader } from './exam-due';
import * as repo from './repo';
import { cardsService } from './service';
import { suggestService } from './suggest-service';
import { exportDeck, parseTabSeparated } from './transfer';

interface Options {
  db: Db;
  engine: StudyEngine;
  now: () => Date;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
  /** The student's daily minutes and easy days, for exam-tied decks (decision 068). */
  studySettingsOf: StudySettingsReader;
}

const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Decks, cards, import/export and suggestions; reviews are in review-routes.ts. */
export async function flashcardRoutes(app: FastifyInstance, { db, engine, now, lists, studySettingsOf }: Options) {
  const cards = cardsService(db, now);
  const exam = examAwareDue(studySettingsOf);
  const suggestions = suggestService(db, engine);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  // A page of 100 decks by name; the x-next-cursor header names the next (decision 060). Counts
  // depend on the day: not kept.
  typed.get(
    '/api/decks',
    { schema: { querystring: deckListQuerySchema, response: { 200: deckListSchema, ...failures } } },
    async (request, reply) => pageItems(reply, await cards.listDecks(userId(request), request.query.tz, request.query.cursor)),
  );

  typed.post('/api/decks', { schema: { body: deckBodySchema, response: { 201: deckSchema, ...failures } } }, async (request, reply) =>
    reply.status(201).send(await cards.createDeck(userId(request), request.body.name)),
  );

  typed.patch(
    '/api/decks/:id',
    { schema: { params: idParamsSchema, body: deckBodySchema, response: { 200: deckSchema.pick({ id: true, name: true }), ...failures } } },
    async (request) => cards.renameDeck(userId(request), request.params.id, request.body.name),
  );

  // Ties the deck to one of the student's planners' exams (null unties it); its learned cards are re-planned at once.
  typed.put(
    '/api/decks/:id/exam',
    {
      schema: {
        params: idParamsSchema,
        querystring: deckExamQuerySchema,
        body: deckExamBodySchema,
        response: { 200: deckSchema.pick({ id: true, name: true, plannerId: true, examDate: true }), ...failures },
      },
    },
    async (request) => exam.tieDeck(db, userId(request), request.params.id, request.body.plannerId, now(), request.query.tz),
  );

  typed.delete('/api/decks/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema, ...failures } } }, async (request) => {
    await cards.deleteDeck(userId(request), request.params.id);
    return { id: request.params.id };
  });

  typed.get(
    '/api/decks/:id/export',
    { schema: { params: idParamsSchema, querystring: exportQuerySchema, response: { 200: exportFileSchema, ...failures } } },
    async (request, reply) => {
      const deck = await cards.ownedDeck(userId(request), request.params.id);
      const file = exportDeck(deck, await repo.listCards(db, userId(request), deck.id), request.query.format);
      return sendDownload(reply, file);
    },
  );

  typed.get(
    '/api/cards',
    { schema: { querystring: cardListQuerySchema, response: { 200: flashcardListSchema, 304: notModifiedSchema, ...failures } } },
    (request, reply) => {
      const owner = userId(request);
      const { deck, cursor } = request.query;
      return sendPage(lists, request, reply, { userId: owner, name: `cards:${deck ?? ''}`, cursor, schema: flashcardListSchema }, () =>
        cards.listCards(owner, deck, cursor),
      );
    },
  );

  typed.post(
    '/api/cards',
    { schema: { body: createCardsSchema, response: { 201: createCardsResponseSchema, ...failures } } },
    async (request, reply) => reply.status(201).send(await cards.createCards(userId(request), request.body)),
  );

  typed.patch(
    '/api/cards/:id',
    { schema: { params: idParamsSchema, body: updateCardSchema, response: { 200: flashcardSchema, ...failures } } },
    async (request) => cards.updateCard(userId(request), request.params.id, request.body),
  );

  typed.delete('/api/cards/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema, ...failures } } }, async (request) => {
    await cards.deleteCard(userId(request), request.params.id);
    return { id: request.params.id };
  });

  typed.post(
    '/api/cards/import',
    { schema: { body: importRequestSchema, response: { 201: importResultSchema, ...failures } } },
    async (request, reply) => {
      const { cards: parsed, skipped } = parseTabSeparated(request.body.content);
      if (parsed.length === 0) throw badRequest(M.importEmpty);
      const { deckId } = await cards.createCards(userId(request), {
        deckId: request.body.deckId,
        deckName: request.body.deckName,
        cards: parsed,
      });
      return reply.status(201).send({ imported: parsed.length, skipped, deckId });
    },
  );

  await ankiRoutes(app, { db, now, cards });
  await cardImageRoutes(app, { db });

  // Counted as an AI generation; an engine failure answers an error, which gives the unit back.
  typed.post(
    '/api/cards/suggest',
    { config: { usage: 'generations' }, schema: { body: suggestRequestSchema, response: { 200: suggestResponseSchema, ...failures } } },
    async (request) => ({ suggestions: await suggestions.suggest(userId(request), request.body) }),
  );
}
