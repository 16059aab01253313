import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, notModifiedSchema } from '../../../shared/api.schema';
import {
  createNoteSchema,
  deletedNoteSchema,
  exportNotesSchema,
  importedNoteSchema,
  noteIdParamsSchema,
  noteListQuerySchema,
  noteListSchema,
  notePageSchema,
  notePreviewPageSchema,
  notePreviewsQuerySchema,
  noteSchema,
  noteSearchQuerySchema,
  notesExportFileSchema,
  updateNoteSchema,
} from '../../../shared/note.schema';
import { currentUser } from '../../auth/plugin';
import type { DatabaseKind, Db } from '../../db/client';
import { cachedList, type ListCache } from '../../http/list-cache';
import { sendDownload } from '../../http/download';
import { uploadedDocument, uploadRoutes } from '../../plugins/uploads';
import type { ExportFormat } from './export';
import type { RecordEvidence } from '../../../shared/learner';
import { notesService } from './service';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

interface Options {
  db: Db;
  driver: DatabaseKind;
  lists: ListCache;
  recordEvidence?: RecordEvidence;
}

export async function noteRoutes(app: FastifyInstance, { db, driver, lists, recordEvidence }: Options) {
  const service = notesService(db, driver, recordEvidence);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const missing = { 404: errorResponseSchema };

  // Kept by the list cache and revalidated with ETag: an unchanged list costs no note text.
  // A page of 100 at most; the x-next-cursor header names the next (decision 045).
  typed.get(
    '/api/notes',
    { schema: { querystring: noteListQuerySchema, response: { 200: noteListSchema, 304: notModifiedSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const userId = currentUser(request).id;
      const { cursor } = request.query;
      return lists.send(request, reply, userId, cursor === undefined ? 'notes' : `notes?cursor=${cursor}`, () =>
        service.list(userId, cursor),
      );
    },
  );

  // The /notes screen's reads past a screenful of notes (decision 037): cards only, a page at a time.
  typed.get(
    '/api/notes/previews',
    {
      schema: {
        querystring: notePreviewsQuerySchema,
        response: { 200: notePreviewPageSchema, 304: notModifiedSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { query } = request;
      // The first page, what every visit to /notes reads, is kept like a list; later pages and filters are not.
      if (query.cursor !== undefined || query.subject !== undefined) return service.previews(userId, query);
      const read = async () => cachedList(userId, notePreviewPageSchema, await service.previews(userId, query));
      return lists.send(request, reply, userId, `note-previews:${query.limit}`, read);
    },
  );

  typed.get(
    '/api/notes/search',
    { schema: { querystring: noteSearchQuerySchema, response: { 200: notePageSchema, 400: errorResponseSchema } } },
    async (request) => service.search(currentUser(request).id, request.query),
  );

  typed.get('/api/notes/:id', { schema: { params: noteIdParamsSchema, response: { 200: noteSchema, ...missing } } }, async (request) =>
    service.get(currentUser(request).id, request.params.id),
  );

  typed.post('/api/notes', { schema: { body: createNoteSchema, response: { 201: noteSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(currentUser(request).id, request.body)),
  );

  typed.put(
    '/api/notes/:id',
    { schema: { params: noteIdParamsSchema, body: updateNoteSchema, response: { 200: noteSchema, ...missing } } },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  typed.delete(
    '/api/notes/:id',
    { schema: { params: noteIdParamsSchema, response: { 200: deletedNoteSchema, ...missing } } },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  // Unlike the summarizer's and planner's fields, Import File on /notes takes Word documents too.
  // No AI work, but a parsing thread: one of the day's uploads.
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/notes/upload',
        { config: { upload: true, usage: 'uploads' }, schema: { response: { 201: importedNoteSchema } } },
        async (request, reply) => {
          const document = await uploadedDocument(request, { allowDocx: true });
          const note = await service.createFromDocument(currentUser(request).id, document);
          // What could not be read (PDF pages without text) is told beside the note, not stored in it.
          return reply.status(201).send(document.notice ? { ...note, notice: document.notice } : note);
        },
      );
    }),
  );

  for (const format of ['txt', 'md'] as const) {
    typed.post(
      `/api/notes/export-${format}`,
      { schema: { body: exportNotesSchema, response: { 200: notesExportFileSchema, ...missing } } },
      async (request, reply) => {
        const { fileName, body } = await service.export(currentUser(request).id, request.body, format);
        return sendDownload(reply, { fileName, contentType: CONTENT_TYPES[format], body });
      },
    );
  }
}
