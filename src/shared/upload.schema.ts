import { z } from 'zod';
import type { ExtractedText, UploadResponse } from './upload';

export const uploadedDocumentSchema = z.object({
  content: z.string(),
  originalContent: z.string(),
  title: z.string(),
  filename: z.string(),
  suggestedSubject: z.string(),
  suggestedGoal: z.string(),
  notice: z.string().optional(),
}) satisfies z.ZodType<UploadResponse>;

export const extractedTextSchema = z.object({ text: z.string() }) satisfies z.ZodType<ExtractedText>;
