import type { ListCache } from '../../http/list-cache';
import { listPageQuerySchema } from '../../../shared/list-page.schema';
import { getKeptPages, pageItems } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  tutorMessageListSchema,
  conversationIdParamsSchema,
  conversationListSchema,
  conversationSchema,
  createConversationSchema,
  sendMessageSchema,
  sentMessageSchema,
  updateConversationSchema,
} from '../../../shared/tutor.schema';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import type { Grounding } from '../../grounding/grounding';
import { eventStreamContent, sendReplyStream } from '../../http/event-stream';
import { tutorService } from './service';

interface Options {
  db: Db;
  engine: StudyEngine;
  grounding: Grounding;
  /** This instance's cached list answers (decision 038). */
  lists: ListCache;
}

const params = conversationIdParamsSchema;
const missing = { 404: errorResponseSchema };
const emptySchema = z.null().describe('No content');

export async function tutorRoutes(app: FastifyInstance, { db, engine, grounding, lists }: Options) {
  const service = tutorService(db, engine, grounding);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A page of 100; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/conversations', name: 'conversations', schema: conversationListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  typed.post(
    '/api/conversations',
    { schema: { body: createConversationSchema, response: { 201: conversationSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request).id, request.body.title)),
  );

  typed.patch(
    '/api/conversations/:id',
    { schema: { params, body: updateConversationSchema, response: { 200: conversationSchema, ...missing } } },
    async (request) => service.rename(currentUser(request).id, request.params.id, request.body.title),
  );

  typed.delete('/api/conversations/:id', { schema: { params, response: { 204: emptySchema, ...missing } } }, async (request, reply) => {
    await service.remove(currentUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  // The newest 100 messages in time order; x-next-cursor names the 100 before them (decision 060).
  typed.get(
    '/api/conversations/:id/messages',
    {
      schema: { params, querystring: listPageQuerySchema, response: { 200: tutorMessageListSchema, 400: errorResponseSchema, ...missing } },
    },
    async (request, reply) => pageItems(reply, await service.messages(currentUser(request).id, request.params.id, request.query.cursor)),
  );

  // 'Clear': the conversation stays, its messages go.
  typed.delete(
    '/api/conversations/:id/messages',
    { schema: { params, response: { 204: emptySchema, ...missing } } },
    async (request, reply) => {
      await service.clear(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // One chat message of the daily limit. An answer that fails (a plain error, or the stream's
  // `error` event) gives the unit back; a reply the student stopped keeps it, as it was written and stored.
  typed.post(
    '/api/conversations/:id/messages',
    {
      config: { usage: 'chat' },
      schema: {
        params,
        body: sendMessageSchema,
        response: {
          200: {
            description:
              'The stored question and reply; with `Accept: text/event-stream`, Server-Sent Events: `token` (a text delta), then `done` ({ userMessage, assistantMessage }) or `error` ({ status, message, code }).',
            content: { 'application/json': { schema: sentMessageSchema }, ...eventStreamContent },
          },
          ...missing,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      if (!request.headers.accept?.includes(EVENT_STREAM_MEDIA_TYPE)) return service.send(userId, request.params.id, request.body.content);
      // Ownership is checked and the notes searched before the stream starts: a 404 is a plain answer.
      return sendReplyStream(reply, await service.replyStream(userId, request.params.id, request.body.content));
    },
  );
}
