import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { summarizeRequestSchema, summarizeResponseSchema } from '../../../shared/summary.schema';
import { uploadedDocumentSchema } from '../../../shared/upload.schema';
import type { StudyEngine } from '../../engine/types';
import { uploadedDocument } from '../../plugins/uploads';
import { summariesService } from './service';

export async function summaryRoutes(app: FastifyInstance, { engine }: { engine: StudyEngine }) {
  const service = summariesService(engine);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/summarize',
    { config: { usage: 'generations' }, schema: { body: summarizeRequestSchema, response: { 200: summarizeResponseSchema } } },
    async (request) => service.summarize(request.body),
  );
  // The text of a document to summarize; the client then posts it to /api/summarize. Reading a
  // document is no AI work, so it spends nothing: the summary that follows is counted.
  typed.post(
    '/api/summarize/upload',
    { config: { upload: true }, schema: { response: { 200: uploadedDocumentSchema } } },
    async (request) => uploadedDocument(request, { allowDocx: false }),
  );
}
