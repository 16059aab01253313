import { z } from 'zod';
import type { StudyPlanContent } from './study-plan';

// What the offline engine produces and an LLM engine must match.

const text = z.string().trim().min(1);

export const studyPlanDaySchema = z.object({
  day: text,
  topic: text,
  duration: text,
  tasks: z.array(text).min(1),
});

export const studyPlanWeekSchema = z.object({
  week: z.number().int().positive(),
  days: z.array(studyPlanDaySchema).min(1).max(7),
});

export const studyPlanContentSchema = z.object({
  weeks: z.array(studyPlanWeekSchema).min(1),
  schedule: text,
  topics: z.array(text),
  goals: z.array(text),
  resources: z.array(text),
  tips: z.array(text),
}) satisfies z.ZodType<StudyPlanContent>;
