import { z } from 'zod';
import { ANALYZE_MAX_CHARS, ANALYZE_MESSAGES, type AnalysisResult } from './analysis';

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
  source: z.object({ title: z.string(), url: z.string() }).optional(),
}) satisfies z.ZodType<AnalysisResult>;
