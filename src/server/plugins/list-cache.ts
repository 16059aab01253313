import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { listenForListChanges } from '../db/list-changes';
import type { ListCache } from '../http/list-cache';
import { addRouteHooks, READ_METHODS, takesWrites } from '../http/route-hooks';

/**
 * Keeps the list cache true (decision 038): it hears every change to list rows from the database,
 * and a user's own write through this instance drops that user's lists before its answer leaves,
 * so the next list this instance serves them already includes it.
 */
export const listCachePlugin = fp(async (app: FastifyInstance, { lists, database }: { lists: ListCache; database: DatabaseHandle }) => {
  const feed = await listenForListChanges(database, {
    changed: (userId) => (userId ? lists.forgetUser(userId) : lists.forgetAll()),
    deaf: () => lists.distrust(),
    listening: () => lists.trust(),
  });
  app.addHook('onClose', () => feed.close());

  const forgetWriter = (request: FastifyRequest) => {
    if (!READ_METHODS.has(request.method) && request.user) lists.forgetUser(request.user.id);
  };
  // Only on the routes that write (and only those registered from here on: better-auth's, before,
  // change no list). A streamed answer (the tutor's) stores its reply as the stream ends, after
  // onSend, hence onResponse too.
  addRouteHooks(app, takesWrites, {
    onSend: (request, _reply, payload, done) => {
      forgetWriter(request);
      done(null, payload);
    },
    onResponse: (request, _reply, done) => {
      forgetWriter(request);
      done();
    },
  });
});
