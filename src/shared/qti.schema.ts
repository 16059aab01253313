import { z } from 'zod';
import type { QtiImportReport } from './qti';

export const qtiImportReportSchema = z.object({
  quizId: z.string(),
  title: z.string(),
  imported: z.number().int(),
  skipped: z.array(z.object({ interaction: z.string(), count: z.number().int() })),
}) satisfies z.ZodType<QtiImportReport>;

export const qtiPackageFileSchema = z.string().describe('The quiz as a QTI 3.0 content package (application/zip).');
