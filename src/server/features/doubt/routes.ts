import type { ListCache } from '../../http/list-cache';
import { getKeptPages } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import { deletedDoubtSchema, doubtIdParamsSchema, doubtListSchema, doubtRequestSchema, doubtSchema } from '../../../shared/doubt.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import type { Grounding } from '../../grounding/grounding';
import { doubtsService } from './service';
import type { RecordEvidence } from '../../../shared/learner';

interface Options {
  db: Db;
  engine: StudyEngine;
  grounding: Grounding;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
  /** The learner model's evidence (features do not import each other). */
  recordEvidence?: RecordEvidence;
}

export async function doubtRoutes(app: FastifyInstance, { db, engine, grounding, lists, recordEvidence }: Options) {
  const service = doubtsService(db, engine, grounding, recordEvidence);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A page of 100 without the answers; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/doubts', name: 'doubts', schema: doubtListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  typed.get(
    '/api/doubts/:id',
    { schema: { params: doubtIdParamsSchema, response: { 200: doubtSchema, 404: errorResponseSchema } } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  typed.delete(
    '/api/doubts/:id',
    { schema: { params: doubtIdParamsSchema, response: { 200: deletedDoubtSchema, 404: errorResponseSchema } } },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  // Counted against the daily doubts limit; an engine failure answers an error, which gives the unit back.
  typed.post(
    '/api/doubt-solver',
    { config: { usage: 'doubts' }, schema: { body: doubtRequestSchema, response: { 200: doubtSchema } } },
    async (request) => service.solve(currentUser(request).id, request.body),
  );
}
