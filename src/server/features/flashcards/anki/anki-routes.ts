import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANKI_MESSAGES, ANKI_SKIP_REASONS, APKG_MAX_BYTES, type ApkgImportResult, type AnkiSkipReason } from '../../../../shared/anki';
import { apkgFileSchema, apkgImportResultSchema } from '../../../../shared/anki.schema';
import { errorResponseSchema } from '../../../../shared/api.schema';
import { idParamsSchema } from '../../../../shared/flashcards.schema';
import { currentUser } from '../../../auth/plugin';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http-error';
import { sendDownload } from '../../../http/download';
import { parseInThread } from '../../../ingest/parsing/parse-pool';
import { readSingleFile, uploadRoutes } from '../../../plugins/uploads';
import { imagesOfCards } from '../card-images-repo';
import * as repo from '../repo';
import { reviewsOfDeck } from '../review-repo';
import { newSchedule } from '../scheduler';
import type { cardsService } from '../service';
import { fromAnkiScheduling } from './anki-scheduling';
import { buildApkg } from './apkg-export';

interface Options {
  db: Db;
  now: () => Date;
  cards: ReturnType<typeof cardsService>;
}

const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema };

/** Anki packages both ways (decision 073): a deck out as an .apkg, an .apkg or .colpkg in as a deck. */
export async function ankiRoutes(app: FastifyInstance, { db, now, cards }: Options) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/decks/:id/export.apkg',
    { schema: { params: idParamsSchema, response: { 200: apkgFileSchema, ...failures } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const deck = await cards.ownedDeck(userId, request.params.id);
      const [rows, reviews] = await Promise.all([repo.listCards(db, userId, deck.id), reviewsOfDeck(db, userId, deck.id)]);
      const images = await imagesOfCards(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return sendDownload(reply, await buildApkg(deck, rows, reviews, now(), images));
    },
  );

  // Multipart: the package, and optionally deckId or deckName to import into (else the package's deck name).
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/decks/import-apkg',
        {
          config: { upload: { maxBytes: APKG_MAX_BYTES, tooLarge: ANKI_MESSAGES.tooLarge } },
          schema: { consumes: ['multipart/form-data'], response: { 201: apkgImportResultSchema, ...failures } },
        },
        async (request, reply) => {
          const userId = currentUser(request).id;
          const file = await readSingleFile(request);
          if (!/\.(apkg|colpkg)$/i.test(file.filename)) throw badRequest(ANKI_MESSAGES.wrongType);
          const deckId = file.fields.deckId?.slice(0, 100) || undefined;
          if (deckId) await cards.ownedDeck(userId, deckId);
          const content = await parseInThread({ kind: 'apkg', data: file.data }, userId);
          if (content.cards.length === 0) throw badRequest(ANKI_MESSAGES.noCards);
          const at = now();
          const values = content.cards.map((card) => ({
            front: card.front,
            back: card.back,
            source: { kind: 'import' as const },
            schedule: fromAnkiScheduling(card.scheduling, content.crt, at, newSchedule(at)),
            images: card.images.map(({ id, image }) => ({ id, ...content.images[image]! })),
          }));
          const importedInto = await cards.importScheduledCards(userId, deckId ? { deckId } : { deckName: content.deckName }, values);
          const skipped = (Object.entries(content.skipped) as [AnkiSkipReason, number | undefined][])
            .filter(([, count]) => count)
            .map(([reason, count]) => ({ reason: ANKI_SKIP_REASONS[reason], count: count! }));
          return reply.status(201).send({ deckId: importedInto, imported: values.length, skipped } satisfies ApkgImportResult);
        },
      );
    }),
  );
}
