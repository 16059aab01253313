import type { ListCache } from '../../http/list-cache';
import { getKeptPages } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  createStudyPathSchema,
  deletedStudyPathSchema,
  savedStudyPathSchema,
  stepProgressSchema,
  studyPathIdParamsSchema,
  studyPathListSchema,
} from '../../../shared/study-path.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { studyPathService } from './service';
import type { RecordEvidence } from '../../../shared/learner';

interface Options {
  db: Db;
  engine: StudyEngine;
  lists: ListCache;
  /** The learner model's evidence (features do not import each other). */
  recordEvidence?: RecordEvidence;
}

export async function studyPathRoutes(app: FastifyInstance, { db, engine, lists, recordEvidence }: Options) {
  const service = studyPathService(db, engine, recordEvidence);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const missing = { 404: errorResponseSchema };
  const params = studyPathIdParamsSchema;

  // A page of 100; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/study-paths', name: 'study-paths', schema: studyPathListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  // One AI generation: counted against the daily limit, given back if generating or saving fails.
  typed.post(
    '/api/study-paths',
    { config: { usage: 'generations' }, schema: { body: createStudyPathSchema, response: { 201: savedStudyPathSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request).id, request.body)),
  );

  typed.get('/api/study-paths/:id', { schema: { params, response: { 200: savedStudyPathSchema, ...missing } } }, async (request) =>
    service.get(currentUser(request).id, request.params.id),
  );

  typed.put(
    '/api/study-paths/:id/progress',
    { schema: { params, body: stepProgressSchema, response: { 200: savedStudyPathSchema, 400: errorResponseSchema, ...missing } } },
    async (request) => service.setProgress(currentUser(request).id, request.params.id, request.body),
  );

  typed.delete('/api/study-paths/:id', { schema: { params, response: { 200: deletedStudyPathSchema, ...missing } } }, async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );
}
