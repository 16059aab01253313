import type { ListCache } from '../../http/list-cache';
import { getKeptPages } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { LearnerConcept } from '../../../shared/learner';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  createPlannerSchema,
  deletedPlannerSchema,
  plannerGetQuerySchema,
  plannerIdParamsSchema,
  plannerListSchema,
  savedPlannerSchema,
} from '../../../shared/planner.schema';
import { uploadedDocumentSchema } from '../../../shared/upload.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { uploadedDocument, uploadRoutes } from '../../plugins/uploads';
import { plannerService } from './service';

interface Options {
  db: Db;
  engine: StudyEngine;
  /** The clock that decides the student's today when their browser's date is off. */
  now: () => Date;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
  /** The student's concepts with mastery: a planner re-plans from them (decision 070). */
  concepts: (userId: string) => Promise<LearnerConcept[]>;
}

export async function plannerRoutes(app: FastifyInstance, { db, engine, now, lists, concepts }: Options) {
  const service = plannerService(db, engine, now, concepts);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = plannerIdParamsSchema;
  const missing = { 404: errorResponseSchema };

  // Study notes to prefill the planner form: text and PDF only, like the summarizer. Reading a file
  // is no AI work, but it takes a parsing thread: it spends one of the day's uploads.
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/planner/upload-file',
        { config: { upload: true, usage: 'uploads' }, schema: { response: { 200: uploadedDocumentSchema } } },
        async (request) => uploadedDocument(request, { allowDocx: false }),
      );
    }),
  );

  // A page of 100 without the schedules; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/planners', name: 'planners', schema: plannerListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  typed.get(
    '/api/planners/:id',
    { schema: { params, querystring: plannerGetQuerySchema, response: { 200: savedPlannerSchema, 400: errorResponseSchema, ...missing } } },
    async (request) => service.get(currentUser(request).id, request.params.id, request.query.today),
  );

  // One AI generation: counted against the daily limit, given back if planning or saving fails.
  typed.post(
    '/api/planner',
    {
      config: { usage: 'generations' },
      schema: { body: createPlannerSchema, response: { 201: savedPlannerSchema, 400: errorResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request).id, request.body)),
  );

  typed.delete('/api/planners/:id', { schema: { params, response: { 200: deletedPlannerSchema, ...missing } } }, async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );
}
