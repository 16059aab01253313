import type { ListCache } from '../../http/list-cache';
import { getKeptPages } from '../../http/list-page';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  deletedSummarySchema,
  savedSummaryListSchema,
  savedSummarySchema,
  saveSummaryRequestSchema,
  summarizeRequestSchema,
  summarizeResponseSchema,
  summaryIdParamsSchema,
} from '../../../shared/summary.schema';
import { uploadedDocumentSchema } from '../../../shared/upload.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { StudyEngine } from '../../engine/types';
import { uploadedDocument, uploadRoutes } from '../../plugins/uploads';
import { summariesService } from './service';

export async function summaryRoutes(app: FastifyInstance, { db, engine, lists }: { db: Db; engine: StudyEngine; lists: ListCache }) {
  const service = summariesService(db, engine);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const missing = { 404: errorResponseSchema };
  const params = summaryIdParamsSchema;

  // One AI generation: counted against the daily limit, given back if the engine fails.
  typed.post(
    '/api/summarize',
    { config: { usage: 'generations' }, schema: { body: summarizeRequestSchema, response: { 200: summarizeResponseSchema } } },
    async (request) => service.summarize(currentUser(request).id, request.body),
  );
  // The text of a document to summarize; the client then posts it to /api/summarize. Reading a
  // document is no AI work, so it spends no generation (the summary that follows does), but it
  // takes a parsing thread: it spends one of the day's uploads.
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/summarize/upload',
        { config: { upload: true, usage: 'uploads' }, schema: { response: { 200: uploadedDocumentSchema } } },
        async (request) => uploadedDocument(request, { allowDocx: false }),
      );
    }),
  );

  // A page of 100 without the texts; the x-next-cursor header names the next (decision 060).
  getKeptPages(app, lists, { url: '/api/summaries', name: 'summaries', schema: savedSummaryListSchema }, (userId, cursor) =>
    service.list(userId, cursor),
  );

  typed.post(
    '/api/summaries/save',
    { schema: { body: saveSummaryRequestSchema, response: { 201: savedSummarySchema } } },
    async (request, reply) => reply.status(201).send(await service.save(currentUser(request).id, request.body)),
  );

  typed.get('/api/summaries/:id', { schema: { params, response: { 200: savedSummarySchema, ...missing } } }, async (request) =>
    service.get(currentUser(request).id, request.params.id),
  );

  typed.delete('/api/summaries/:id', { schema: { params, response: { 200: deletedSummarySchema, ...missing } } }, async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );
}
