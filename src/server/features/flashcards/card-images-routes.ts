import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import { cardImageFileSchema } from '../../../shared/card-images.schema';
import { FLASHCARD_MESSAGES as M } from '../../../shared/flashcards';
import { idParamsSchema } from '../../../shared/flashcards.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { findCardImage } from './card-images-repo';

/**
 * A card's image, to its owner only. Sent as an image the browser may not run or sniff, kept by no
 * cache past a check with the server (like speech clips: the owner's data, decision 076's offline
 * copies aside).
 */
export async function cardImageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/card-images/:id',
      { schema: { params: idParamsSchema, response: { 200: cardImageFileSchema, 404: errorResponseSchema } } },
      async (request, reply) => {
        const image = await findCardImage(db, currentUser(request).id, request.params.id);
        if (!image) throw notFound(M.imageNotFound);
        return (reply as FastifyReply)
          .type(image.mimeType)
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(image.data));
      },
    );
}
