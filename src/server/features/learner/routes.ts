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
  studySettingsBodySchema,
  studySettingsSchema,
} from '../../../shared/learner.schema';
import { currentUser } from '../../auth/plugin';
import type { EvidenceRecorder } from './evidence';
import type { Db } from '../../db/client';
import type { LearnerService } from './service';
import { studySettingsService } from './settings-service';

interface Options {
  db: Db;
  evidence: EvidenceRecorder;
  /** One service per app: the Today list and the planner read the same kept models. */
  service: LearnerService;
}

/** The learner model (decision 067): what the student knows, concept by concept. */
export async function learnerRoutes(app: FastifyInstance, { db, evidence, service }: Options) {
  const settings = studySettingsService(db);
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

  // Study settings (decision 068): the daily minutes and easy days the exam-aware schedule fits into.
  typed.get('/api/learner/settings', { schema: { response: { 200: studySettingsSchema, 400: errorResponseSchema } } }, async (request) =>
    settings.get(currentUser(request).id),
  );

  typed.put(
    '/api/learner/settings',
    { schema: { body: studySettingsBodySchema, response: { 200: studySettingsSchema, 400: errorResponseSchema } } },
    async (request) => settings.save(currentUser(request).id, request.body),
  );
}
