import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ACCOUNT_EXPORT_PATH, exportFileName } from '../../../shared/account';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../http-error';
import { attachment } from '../../http/download';
import { exportArchive, type ExportOptions } from './export';

/** GET /api/account/export: the user's data as one zip, streamed as it is made. */
export async function accountRoutes(
  app: FastifyInstance,
  { db, now, noteMarkdown }: { db: Db; now: () => Date; noteMarkdown: ExportOptions['noteMarkdown'] },
) {
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
