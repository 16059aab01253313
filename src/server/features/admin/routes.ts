import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessageSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  aiTestResultSchema,
  auditPageSchema,
  auditQuerySchema,
  instanceStatusSchema,
  setPlanBodySchema,
} from '../../../shared/admin.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import { adminOnly } from '../../auth/admin-access';
import { currentUser } from '../../auth/plugin';
import type { Actor, AdminService } from './service';

const actorOf = (request: FastifyRequest): Actor => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * /api/admin/*: the administrators' routes (decision 055). To everyone else (signed out, or signed
 * in without being an administrator) each answers exactly as a path with no route does, before its
 * body is read, so nobody learns from them that they exist or what they take.
 */
export async function adminRoutes(app: FastifyInstance, { service }: { service: AdminService }) {
  app.addHook('onRequest', adminOnly);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { hidden: true };
  const params = adminUserParamsSchema;
  const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

  typed.get(
    '/api/admin/users',
    { config, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema, ...errors } } },
    async (request) => service.users(request.query),
  );

  typed.post(
    '/api/admin/users/:id/plan',
    { config, schema: { params, body: setPlanBodySchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => service.setPlan(actorOf(request), request.params.id, request.body.plan, request.body.until ?? null),
  );

  typed.post(
    '/api/admin/users/:id/disable',
    { config, schema: { params, response: { 200: adminUserSchema, ...errors } } },
    async (request) => service.disable(actorOf(request), request.params.id),
  );

  typed.post(
    '/api/admin/users/:id/enable',
    { config, schema: { params, response: { 200: adminUserSchema, ...errors } } },
    async (request) => service.enable(actorOf(request), request.params.id),
  );

  typed.delete('/api/admin/users/:id', { config, schema: { params, response: { 200: adminMessageSchema, ...errors } } }, async (request) =>
    service.deleteUser(actorOf(request), request.params.id),
  );

  typed.post(
    '/api/admin/users/:id/password-reset',
    { config, schema: { params, response: { 200: adminMessageSchema, 503: errorResponseSchema, ...errors } } },
    async (request) => service.sendPasswordReset(actorOf(request), request.params.id),
  );

  typed.get('/api/admin/instance', { config, schema: { response: { 200: instanceStatusSchema } } }, async () => service.instance());

  typed.post('/api/admin/ai-test', { config, schema: { response: { 200: aiTestResultSchema } } }, async (request) =>
    service.testAi(actorOf(request)),
  );

  typed.get(
    '/api/admin/audit',
    { config, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } } },
    async (request) => service.audit(request.query),
  );
}
