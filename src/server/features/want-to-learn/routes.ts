import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analysisResultSchema,
  analyzeTextRequestSchema,
  savedReadyQuizSchema,
  saveReadyQuizSchema,
} from '../../../shared/want-to-learn.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import { extractedTextSchema } from '../../../shared/upload.schema';
import { fetchLinkRequestSchema } from '../../../shared/link.schema';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import { currentUser } from '../../auth/plugin';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { StudyEngine } from '../../engine/types';
import { eventStreamContent, sendEventStream } from '../../http/event-stream';
import { readSingleFile, uploadedDocument, uploadRoutes } from '../../plugins/uploads';
import { type SaveReadyQuiz, wantToLearnService } from './service';

interface Options {
  engine: StudyEngine;
  retriever: Retriever;
  linkAllowHosts: readonly string[];
  /** The quiz feature's store for a ready-made quiz (features do not import each other). */
  saveQuiz: SaveReadyQuiz;
}

export async function wantToLearnRoutes(app: FastifyInstance, { engine, retriever, linkAllowHosts, saveQuiz }: Options) {
  const service = wantToLearnService(engine, retriever, linkAllowHosts, saveQuiz);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/analyzeText',
    { config: { usage: 'generations' }, schema: { body: analyzeTextRequestSchema, response: { 200: analysisResultSchema } } },
    async (request) => service.analyzeText(currentUser(request).id, request.body.text),
  );
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post(
        '/api/analyzeFile',
        { config: { upload: true, usage: 'generations' }, schema: { response: { 200: analysisResultSchema } } },
        async (request) => service.analyzeDocument(currentUser(request).id, await uploadedDocument(request, { allowDocx: true })),
      );
      uploads.post(
        '/api/ocrExtract',
        {
          config: { upload: true, usage: 'generations' },
          schema: {
            response: {
              200: {
                description:
                  'The text read from the image; with `Accept: text/event-stream`, Server-Sent Events while it is read: `queued`, `progress` ({ progress } from 0 to 1), then `done` ({ text }) or `error` ({ status, message, code }).',
                content: { 'application/json': { schema: extractedTextSchema }, ...eventStreamContent },
              },
            },
          },
        },
        async (request, reply) => {
          const file = await readSingleFile(request);
          const userId = currentUser(request).id;
          if (!request.headers.accept?.includes(EVENT_STREAM_MEDIA_TYPE)) return service.readImage(userId, file);
          return sendEventStream(reply, service.readImageEvents(userId, file));
        },
      );
    }),
  );
  typed.post(
    '/api/fetchLink',
    { config: { usage: 'generations' }, schema: { body: fetchLinkRequestSchema, response: { 200: analysisResultSchema } } },
    async (request) => service.analyzeLink(currentUser(request).id, request.body.url),
  );

  // 'Save Quiz': the result's quick quiz, which the student has already seen, kept to take again.
  typed.post(
    '/api/want-to-learn/quiz',
    { schema: { body: saveReadyQuizSchema, response: { 201: savedReadyQuizSchema, 400: errorResponseSchema } } },
    async (request, reply) => reply.status(201).send(await service.saveQuiz(currentUser(request).id, request.body)),
  );
}
