import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  dueQuerySchema,
  dueResponseSchema,
  flashcardSchema,
  reviewQuerySchema,
  reviewRequestSchema,
  reviewResponseSchema,
  reviewStatsSchema,
  statsQuerySchema,
  undoReviewSchema,
} from '../../../shared/flashcards.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudySettingsReader } from './exam-due';
import { reviewService } from './review-service';
import type { RecordEvidence } from '../../../shared/learner';

interface Options {
  db: Db;
  now: () => Date;
  /** The learner model's evidence (features do not import each other). */
  recordEvidence?: RecordEvidence;
  /** The student's daily minutes and easy days, for exam-tied decks (decision 068). */
  studySettingsOf: StudySettingsReader;
}

const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Today's review queue, grades (idempotent per card and instant), undo and the dashboard's figures. */
export async function reviewRoutes(app: FastifyInstance, { db, now, recordEvidence, studySettingsOf }: Options) {
  const service = reviewService(db, now, studySettingsOf, recordEvidence);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/reviews/due',
    { schema: { querystring: dueQuerySchema, response: { 200: dueResponseSchema, ...failures } } },
    async (request) => {
      const { tz, deck, days, limit } = request.query;
      return service.due(currentUser(request).id, tz, deck, { days, limit });
    },
  );

  typed.post(
    '/api/reviews',
    { schema: { querystring: reviewQuerySchema, body: reviewRequestSchema, response: { 200: reviewResponseSchema, ...failures } } },
    async (request) => service.grade(currentUser(request).id, request.body, request.query.tz),
  );

  typed.post(
    '/api/reviews/undo',
    { schema: { body: undoReviewSchema, response: { 200: flashcardSchema, ...failures } } },
    async (request) => service.undo(currentUser(request).id, request.body.cardId),
  );

  typed.get(
    '/api/reviews/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: reviewStatsSchema, ...failures } } },
    async (request) => service.stats(currentUser(request).id, request.query.tz),
  );
}
