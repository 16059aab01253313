import { z } from 'zod';
import {
  SUMMARIZE_DEFAULT_TITLE,
  SUMMARIZE_MAX_CHARS,
  SUMMARY_MAX_CHARS,
  SUMMARY_MESSAGES,
  SUMMARY_MODES,
  SUMMARY_TITLE_MAX_CHARS,
  type SavedSummary,
  type SaveSummaryRequest,
  type SummarizeRequest,
  type SummarizeResponse,
  type SummaryListItem,
} from './summary';

export const summaryModeSchema = z.enum(SUMMARY_MODES, { error: SUMMARY_MESSAGES.modeInvalid });

/** The text to summarize: 1 to SUMMARIZE_MAX_CHARS characters once trimmed. */
const content = z
  .string({ error: SUMMARY_MESSAGES.contentRequired })
  .trim()
  .min(1, SUMMARY_MESSAGES.contentRequired)
  .max(SUMMARIZE_MAX_CHARS, SUMMARY_MESSAGES.contentTooLong);

/** Blank, null or left out → 'Document'. */
const title = z
  .string({ error: SUMMARY_MESSAGES.titleTooLong })
  .trim()
  .max(SUMMARY_TITLE_MAX_CHARS, SUMMARY_MESSAGES.titleTooLong)
  .nullish()
  .transform((value) => value || SUMMARIZE_DEFAULT_TITLE);

export const summarizeRequestSchema = z.object({
  content,
  title,
  mode: summaryModeSchema.default('summary'),
}) satisfies z.ZodType<SummarizeRequest, unknown>;

export const saveSummaryRequestSchema = z.object({
  title,
  content,
  summary: z
    .string({ error: SUMMARY_MESSAGES.summaryRequired })
    .trim()
    .min(1, SUMMARY_MESSAGES.summaryRequired)
    .max(SUMMARY_MAX_CHARS, SUMMARY_MESSAGES.summaryTooLong),
  mode: summaryModeSchema.default('summary'),
}) satisfies z.ZodType<SaveSummaryRequest, unknown>;

export const savedSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  summary: z.string(),
  mode: summaryModeSchema,
  createdAt: z.string(),
}) satisfies z.ZodType<SavedSummary>;

/** A page of GET /api/summaries (decision 060): each without its texts. */
export const summaryListItemSchema = savedSummarySchema.pick({
  id: true,
  title: true,
  mode: true,
  createdAt: true,
}) satisfies z.ZodType<SummaryListItem>;

export const savedSummaryListSchema = z.array(summaryListItemSchema);

export const summaryIdParamsSchema = z.object({ id: z.string() });

export const deletedSummarySchema = z.object({ id: z.string() });

export const summarizeResponseSchema = z.object({
  summary: z.string(),
  originalContent: z.string(),
  title: z.string(),
  mode: summaryModeSchema,
}) satisfies z.ZodType<SummarizeResponse>;
