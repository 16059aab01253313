import { z } from 'zod';
import type { ApkgImportResult } from './anki';

export const apkgImportResultSchema = z.object({
  deckId: z.string(),
  imported: z.number(),
  skipped: z.array(z.object({ reason: z.string(), count: z.number() })),
}) satisfies z.ZodType<ApkgImportResult>;

export const apkgFileSchema = z.string().describe('The deck as an Anki package (.apkg): a zip holding collection.anki2 and media.');
