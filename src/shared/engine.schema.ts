import { z } from 'zod';
import {
  ANALYZE_MAX_CHARS,
  ANALYZE_MESSAGES,
  ENGINE_MESSAGES,
  SUMMARIZE_DEFAULT_TITLE,
  SUMMARIZE_MAX_CHARS,
  SUMMARY_MODES,
} from './engine';

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

export const analyzeTextRequestSchema = z.object({
  text: z
    .string({ error: ANALYZE_MESSAGES.textRequired })
    .trim()
    .min(1, ANALYZE_MESSAGES.textRequired)
    .max(ANALYZE_MAX_CHARS, ANALYZE_MESSAGES.textTooLong),
});

export const analysisResultSchema = z.object({
  explanation: z.string(),
  studyPlan: z.object({ overview: z.string(), steps: z.array(z.string()) }).optional(),
  quiz: z
    .object({
      questions: z.array(z.object({ question: z.string(), options: z.array(z.string()), correct: z.number().int() })),
    })
    .optional(),
  /** Where the analysed text came from (a fetched link's title and final address). */
  source: z.object({ title: z.string(), url: z.string() }).optional(),
});

/** Text-extraction uploads (OCR, speech to text) answer `{ text }` (spec §7.6). */
export const extractedTextSchema = z.object({ text: z.string() });
