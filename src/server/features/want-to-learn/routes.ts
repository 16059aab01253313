import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analysisResultSchema, analyzeTextRequestSchema } from '../../../shared/analysis.schema';
import { extractedTextSchema } from '../../../shared/upload.schema';
import { fetchLinkRequestSchema } from '../../../shared/link.schema';
import { OCR_EVENTS_MEDIA_TYPE } from '../../../shared/ocr';
import { currentUser } from '../../auth/plugin';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { StudyEngine } from '../../engine/types';
import { readSingleFile, uploadedDocument } from '../../plugins/uploads';
import { wantToLearnService } from './service';

interface Options {
  engine: StudyEngine;
  retriever: Retriever;
  linkAllowHosts: readonly string[];
}

export async function wantToLearnRoutes(app: FastifyInstance, { engine, retriever, linkAllowHosts }: Options) {
  const service = wantToLearnService(engine, retriever, linkAllowHosts);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/analyzeText',
    { config: { usage: 'generations' }, schema: { body: analyzeTextRequestSchema, response: { 200: analysisResultSchema } } },
    async (request) => service.analyzeText(currentUser(request).id, request.body.text),
  );
  typed.post(
    '/api/analyzeFile',
    { config: { upload: true, usage: 'generations' }, schema: { response: { 200: analysisResultSchema } } },
    async (request) => service.analyzeDocument(await uploadedDocument(request, { allowDocx: true })),
  );
  typed.post(
    '/api/ocrExtract',
    { config: { upload: true, usage: 'generations' }, schema: { response: { 200: extractedTextSchema } } },
    async (request, reply) => {
      const file = await readSingleFile(request);
      const userId = currentUser(request).id;
      if (!request.headers.accept?.includes(OCR_EVENTS_MEDIA_TYPE)) return service.readImage(userId, file);
      const events = service.readImageWithProgress(userId, file, () => request.giveBackUsage());
      // The typed reply only knows the JSON answer; this one is a stream in another media type.
      return (reply as FastifyReply).type(OCR_EVENTS_MEDIA_TYPE).header('cache-control', 'no-store').send(events);
    },
  );
  typed.post(
    '/api/fetchLink',
    { config: { usage: 'generations' }, schema: { body: fetchLinkRequestSchema, response: { 200: analysisResultSchema } } },
    async (request) => service.analyzeLink(request.body.url),
  );
}
