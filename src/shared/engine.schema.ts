import { z } from 'zod';
import { ENGINE_MESSAGES, SUMMARIZE_DEFAULT_TITLE, SUMMARIZE_MAX_CHARS, SUMMARY_MODES } from './engine';

export const summaryModeSchema = z.enum(SUMMARY_MODES, { error: 'Choose a mode: summary, simplify or keypoints.' });

export const summarizeRequestSchema = z.object({
  content: z
    .string({ error: ENGINE_MESSAGES.contentRequired })
    .trim()
    .min(1, ENGINE_MESSAGES.contentRequired)
    .max(SUMMARIZE_MAX_CHARS, ENGINE_MESSAGES.contentTooLong),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((title) => title || SUMMARIZE_DEFAULT_TITLE),
  mode: summaryModeSchema.default('summary'),
});
export type SummarizeRequest = z.infer<typeof summarizeRequestSchema>;

export const summarizeResponseSchema = z.object({
  summary: z.string(),
  originalContent: z.string(),
  title: z.string(),
  mode: summaryModeSchema,
});
export type SummarizeResponse = z.infer<typeof summarizeResponseSchema>;
