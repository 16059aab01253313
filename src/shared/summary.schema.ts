import { z } from 'zod';
import {
  SUMMARIZE_DEFAULT_TITLE,
  SUMMARIZE_MAX_CHARS,
  SUMMARY_MESSAGES,
  SUMMARY_MODES,
  type SummarizeRequest,
  type SummarizeResponse,
} from './summary';

export const summaryModeSchema = z.enum(SUMMARY_MODES, { error: 'Choose a mode: summary, simplify or keypoints.' });

export const summarizeRequestSchema = z.object({
  content: z
    .string({ error: SUMMARY_MESSAGES.contentRequired })
    .trim()
    .min(1, SUMMARY_MESSAGES.contentRequired)
    .max(SUMMARIZE_MAX_CHARS, SUMMARY_MESSAGES.contentTooLong),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((title) => title || SUMMARIZE_DEFAULT_TITLE),
  mode: summaryModeSchema.default('summary'),
}) satisfies z.ZodType<SummarizeRequest>;

export const summarizeResponseSchema = z.object({
  summary: z.string(),
  originalContent: z.string(),
  title: z.string(),
  mode: summaryModeSchema,
}) satisfies z.ZodType<SummarizeResponse>;
