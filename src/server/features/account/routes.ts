import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ACCOUNT_EXPORT_PATH, exportFileName } from '../../../shared/account';
import { languageChoiceSchema } from '../../../shared/account.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../http-error';
import { attachment } from '../../http/download';
import { exportArchive, type ExportOptions } from './export';
import { languageChoice } from './service';

/** GET /api/account/export: the user's data as one zip, streamed as it is made; PUT /api/account/language. */
export async function accountRoutes(
  app: FastifyInstance,
  {
    db,
    now,
    noteMarkdown,
    forgetUser,
  }: { db: Db; now: () => Date; noteMarkdown: ExportOptions['noteMarkdown']; forgetUser: (userId: string) => void },
) {
  const chooseLanguage = languageChoice(db, forgetUser);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/account/language',
    {
      schema: {
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => chooseLanguage(currentUser(request).id, request.body.language),
  );

  // One export per user at a time: a second click waits for the first instead of doubling the reads.
  const exporting = new Set<string>();

  app.get(ACCOUNT_EXPORT_PATH, async (request, reply) => {
    const userId = currentUser(request).id;
    if (exporting.has(userId)) throw tooManyRequests(ACCOUNT_MESSAGES.exportBusy);
    exporting.add(userId);
    const exportedAt = now();
    const onError = (error: unknown) => request.log.error({ err: error }, 'account export failed');
    const body = exportArchive(db, userId, { noteMarkdown, onError, now: exportedAt });
    body.once('close', () => exporting.delete(userId));
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(exportFileName(exportedAt)))
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
