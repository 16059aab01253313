import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import { learnerConceptsQuerySchema, learnerConceptsSchema } from '../../../shared/learner.schema';
import { currentUser } from '../../auth/plugin';
import type { EvidenceRecorder } from './evidence';
import type { LearnerService } from './service';

interface Options {
  evidence: EvidenceRecorder;
  /** One service per app: the Today list and the planner read the same kept models. */
  service: LearnerService;
}

/** The learner model (decision 067): what the student knows, concept by concept. */
export async function learnerRoutes(app: FastifyInstance, { evidence, service }: Options) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The server waits for evidence still being written before it closes its database.
  app.addHook('onClose', () => evidence.drain());

  typed.get(
    '/api/learner/concepts',
    { schema: { querystring: learnerConceptsQuerySchema, response: { 200: learnerConceptsSchema, 400: errorResponseSchema } } },
    async (request) => service.concepts(currentUser(request).id, request.query.subject),
  );
}
