import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSessionListSchema, revokedSessionSchema, sessionIdParamsSchema } from '../../../shared/account.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import { currentUser } from '../../auth/plugin';
import type { SessionCache } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { accountSessionsService } from './sessions-service';

/** GET /api/account/sessions and DELETE /api/account/sessions/:id (sign out everywhere else is better-auth's revoke-other-sessions). */
export async function accountSessionRoutes(app: FastifyInstance, { db, sessionCache }: { db: Db; sessionCache: SessionCache }) {
  const service = accountSessionsService(db, sessionCache);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/account/sessions', { schema: { response: { 200: accountSessionListSchema } } }, async (request, reply) => {
    // A list of where the account is signed in, IP addresses included: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    return { sessions: await service.list(currentUser(request).id, request.sessionToken()) };
  });

  typed.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        params: sessionIdParamsSchema,
        response: { 200: revokedSessionSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.revoke(currentUser(request).id, request.params.id, request.sessionToken()),
  );
}
