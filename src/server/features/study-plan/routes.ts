import { cachedList, type ListCache } from '../../http/list-cache';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, notModifiedSchema } from '../../../shared/api.schema';
import {
  deletedStudyPlanSchema,
  generatedStudyPlanSchema,
  generateStudyPlanSchema,
  savedStudyPlanSchema,
  saveStudyPlanSchema,
  studyPlanIdParamsSchema,
  studyPlanListSchema,
} from '../../../shared/study-plan.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { studyPlanService } from './service';

interface Options {
  db: Db;
  engine: StudyEngine;
  /** The clock that decides the student's today when their browser's date is off. */
  now: () => Date;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
}

export async function studyPlanRoutes(app: FastifyInstance, { db, engine, now, lists }: Options) {
  const service = studyPlanService(db, engine, now);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/study-plans', { schema: { response: { 200: studyPlanListSchema, 304: notModifiedSchema } } }, (request, reply) => {
    const userId = currentUser(request).id;
    return lists.send(request, reply, userId, 'study-plans', async () =>
      cachedList(userId, studyPlanListSchema, await service.list(userId)),
    );
  });

  typed.get(
    '/api/study-plans/:id',
    { schema: { params: studyPlanIdParamsSchema, response: { 200: savedStudyPlanSchema, 404: errorResponseSchema } } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  typed.delete(
    '/api/study-plans/:id',
    { schema: { params: studyPlanIdParamsSchema, response: { 200: deletedStudyPlanSchema, 404: errorResponseSchema } } },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  // One AI generation, counted against the daily limit (given back on failure); nothing is stored.
  typed.post(
    '/api/study-plans/generate',
    {
      config: { usage: 'generations' },
      schema: { body: generateStudyPlanSchema, response: { 200: generatedStudyPlanSchema, 400: errorResponseSchema } },
    },
    async (request) => service.generate(currentUser(request).id, request.body),
  );

  // Saving a plan already generated is not a generation: it costs nothing.
  typed.post(
    '/api/study-plans',
    { schema: { body: saveStudyPlanSchema, response: { 201: savedStudyPlanSchema, 400: errorResponseSchema } } },
    async (request, reply) => reply.status(201).send(await service.save(currentUser(request).id, request.body)),
  );
}
