import type { ListCache } from '../../http/list-cache';
import { sendPage } from '../../http/list-page';
import { listPageQuerySchema } from '../../../shared/list-page.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, notModifiedSchema } from '../../../shared/api.schema';
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

export async function studyPathRoutes(app: FastifyInstance, { db, engine, lists }: { db: Db; engine: StudyEngine; lists: ListCache }) {
  const service = studyPathService(db, engine);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const missing = { 404: errorResponseSchema };
  const params = studyPathIdParamsSchema;

  // A page of 100; the x-next-cursor header names the next (decision 060).
  typed.get(
    '/api/study-paths',
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: studyPathListSchema, 304: notModifiedSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const userId = currentUser(request).id;
      const { cursor } = request.query;
      return sendPage(lists, request, reply, { userId, name: 'study-paths', cursor, schema: studyPathListSchema }, () =>
        service.list(userId, cursor),
      );
    },
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
