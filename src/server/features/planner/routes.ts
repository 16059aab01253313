import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedDocumentSchema } from '../../../shared/upload.schema';
import { uploadedDocument } from '../../plugins/uploads';

export async function plannerRoutes(app: FastifyInstance) {
  // Study notes to prefill the planner form: text and PDF only, like the summarizer.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/planner/upload-file',
      { config: { upload: true }, schema: { response: { 200: uploadedDocumentSchema } } },
      async (request) => uploadedDocument(request, { allowDocx: false }),
    );
}
