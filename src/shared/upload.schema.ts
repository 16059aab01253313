import { z } from 'zod';

/**
 * What POST /api/summarize/upload and /api/planner/upload-file answer (spec §3): the text twice,
 * as `content` for planner forms and `originalContent` for the summarizer, and the file's name
 * beside the suggested title.
 */
export const uploadedDocumentSchema = z.object({
  content: z.string(),
  originalContent: z.string(),
  title: z.string(),
  filename: z.string(),
  suggestedSubject: z.string(),
  suggestedGoal: z.string(),
});
export type UploadResponse = z.infer<typeof uploadedDocumentSchema>;

