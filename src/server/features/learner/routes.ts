import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  conceptIdParamsSchema,
  learnerConceptSchema,
  learnerConceptsQuerySchema,
  learnerConceptsSchema,
  mergeConceptSchema,
  renameConceptSchema,
} from '../../../shared/learner.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { EvidenceRecorder } from './evidence';
import { learnerService } from './service';

interface Options {
  db: Db;
  evidence: EvidenceRecorder;
  now: () => Date;
}

/** The learner model (decision 067): what the student knows, concept by concept. */
export async function learnerRoutes(app: FastifyInstance, { db, evidence, now }: Options) {
  const service = learnerService(db, evidence, now);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The server waits for evidence still being written before it closes its database.
  app.addHook('onClose', () => evidence.drain());

  typed.get(
    '/api/learner/concepts',
    { schema: { querystring: learnerConceptsQuerySchema, response: { 200: learnerConceptsSchema, 400: errorResponseSchema } } },
    async (request) => service.concepts(currentUser(request).id, request.query.subject),
  );

  const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

  typed.patch(
    '/api/learner/concepts/:id',
    { schema: { params: conceptIdParamsSchema, body: renameConceptSchema, response: { 200: learnerConceptSchema, ...errors } } },
    async (request) => service.rename(currentUser(request).id, request.params.id, request.body.name),
  );

  typed.post(
    '/api/learner/concepts/:id/merge',
    { schema: { params: conceptIdParamsSchema, body: mergeConceptSchema, response: { 200: learnerConceptSchema, ...errors } } },
    async (request) => service.merge(currentUser(request).id, request.params.id, request.body.intoId),
  );
}
