import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  assignableItemsSchema,
  assignmentDoneSchema,
  assignmentIdParamsSchema,
  assignmentViewSchema,
  classAssignmentParamsSchema,
  classConceptsSchema,
  classDetailSchema,
  classIdParamsSchema,
  classListSchema,
  classResultsSchema,
  classSummarySchema,
  createAssignmentSchema,
  createClassSchema,
  createdClassSchema,
  deletedSchema,
  joinClassSchema,
  memberParamsSchema,
  myAssignmentDetailSchema,
  myAssignmentListSchema,
  myAssignmentSchema,
} from '../../../shared/classroom.schema';
import type { ClassConceptGrid, LmsClassResults } from '../../../shared/classroom';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { sendDownload } from '../../http/download';
import { classroomService } from './service';

/**
 * Classes, their assignments and results (decision 031). Every class route answers 404 to anyone
 * who neither teaches nor attends the class, and 403 to a student asking for the teacher's part.
 */
interface Options {
  db: Db;
  now: () => Date;
  conceptGrid: ClassConceptGrid;
  /** The LTI feature's additions to a course class's results (decision 075). */
  lms?: LmsClassResults;
}

export async function classroomRoutes(app: FastifyInstance, { db, now, conceptGrid, lms }: Options) {
  const service = classroomService(db, now, conceptGrid, lms);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const params = classIdParamsSchema;

  typed.get('/api/classes', { schema: { response: { 200: classListSchema } } }, async (request) => service.list(currentUser(request).id));

  typed.post(
    '/api/classes',
    { schema: { body: createClassSchema, response: { 201: createdClassSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  typed.get('/api/classes/assignable', { schema: { response: { 200: assignableItemsSchema } } }, async (request) =>
    service.assignable(currentUser(request).id),
  );

  typed.post(
    '/api/classes/join',
    { schema: { body: joinClassSchema, response: { 200: classSummarySchema, 429: errorResponseSchema, ...errors } } },
    async (request) => service.join(currentUser(request), request.body.code),
  );

  typed.get('/api/classes/:id', { schema: { params, response: { 200: classDetailSchema, ...errors } } }, async (request) =>
    service.detail(currentUser(request), request.params.id),
  );

  typed.delete('/api/classes/:id', { schema: { params, response: { 200: deletedSchema, ...errors } } }, async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );

  typed.post('/api/classes/:id/rotate-code', { schema: { params, response: { 200: createdClassSchema, ...errors } } }, async (request) =>
    service.rotateCode(currentUser(request).id, request.params.id),
  );

  typed.delete(
    '/api/classes/:id/members/:userId',
    { schema: { params: memberParamsSchema, response: { 200: deletedSchema, ...errors } } },
    async (request) => service.removeMember(currentUser(request).id, request.params.id, request.params.userId),
  );

  typed.delete('/api/classes/:id/membership', { schema: { params, response: { 200: deletedSchema, ...errors } } }, async (request) =>
    service.leave(currentUser(request).id, request.params.id),
  );

  typed.post(
    '/api/classes/:id/assignments',
    { schema: { params, body: createAssignmentSchema, response: { 201: assignmentViewSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.assign(currentUser(request).id, request.params.id, request.body)),
  );

  typed.delete(
    '/api/classes/:id/assignments/:assignmentId',
    { schema: { params: classAssignmentParamsSchema, response: { 200: deletedSchema, ...errors } } },
    async (request) => service.unassign(currentUser(request).id, request.params.id, request.params.assignmentId),
  );

  typed.get('/api/classes/:id/results', { schema: { params, response: { 200: classResultsSchema, ...errors } } }, async (request) =>
    service.results(currentUser(request).id, request.params.id),
  );

  typed.get('/api/classes/:id/concepts', { schema: { params, response: { 200: classConceptsSchema, ...errors } } }, async (request) =>
    service.concepts(currentUser(request).id, request.params.id),
  );

  typed.get(
    '/api/classes/:id/results.csv',
    { schema: { params, response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const csv = await service.resultsCsv(currentUser(request).id, request.params.id);
      return sendDownload(reply, { fileName: 'class-results.csv', contentType: 'text/csv; charset=utf-8', body: csv });
    },
  );

  typed.get('/api/assignments', { schema: { response: { 200: myAssignmentListSchema } } }, async (request) =>
    service.myAssignments(currentUser(request).id),
  );

  const assignmentParams = assignmentIdParamsSchema;

  typed.get(
    '/api/assignments/:id',
    { schema: { params: assignmentParams, response: { 200: myAssignmentDetailSchema, ...errors } } },
    async (request) => service.myAssignment(currentUser(request).id, request.params.id),
  );

  typed.post(
    '/api/assignments/:id/start',
    { schema: { params: assignmentParams, response: { 200: myAssignmentSchema, ...errors } } },
    async (request) => service.start(currentUser(request).id, request.params.id),
  );

  typed.put(
    '/api/assignments/:id/done',
    { schema: { params: assignmentParams, body: assignmentDoneSchema, response: { 200: myAssignmentSchema, ...errors } } },
    async (request) => service.setDone(currentUser(request).id, request.params.id, request.body.done),
  );
}
