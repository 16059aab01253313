import { z } from 'zod';
import {
  PATH_DIFFICULTIES,
  PLANNER_PRIORITIES,
  RESOURCE_TYPES,
  type PlannerSchedule,
  type StudyPath,
  type StudyPlanContent,
} from './plans-engine';

// The shapes the offline engine produces and an LLM engine must match; `satisfies` keeps the
// schemas and the plain types in plans-engine.ts from drifting apart.

const text = z.string().trim().min(1);
const isoDate = z.iso.date();

export const plannerPrioritySchema = z.enum(PLANNER_PRIORITIES);
export const pathDifficultySchema = z.enum(PATH_DIFFICULTIES);
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);

export const plannerDaySchema = z.object({
  day: z.number().int().positive(),
  date: isoDate,
  duration: text,
  priority: plannerPrioritySchema,
  topics: z.array(text),
  activities: z.array(text).min(1),
});

export const plannerMilestoneSchema = z.object({ title: text, date: isoDate, description: text });

export const plannerScheduleSchema = z.object({
  overview: text,
  weeklyGoals: z.array(text).min(1),
  dailySchedule: z.array(plannerDaySchema).min(1),
  milestones: z.array(plannerMilestoneSchema),
  tips: z.array(text).min(1),
}) satisfies z.ZodType<PlannerSchedule>;

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

export const pathResourceSchema = z.object({
  type: resourceTypeSchema,
  title: text,
  description: text,
  // Links shown to students must be secure; an LLM inventing http:// or javascript: URLs fails here.
  url: z.url({ protocol: /^https$/ }),
});

export const pathStepSchema = z.object({
  id: text,
  title: text,
  description: text,
  estimatedHours: z.number().positive(),
  resources: z.array(pathResourceSchema),
});

export const studyPathSchema = z.object({
  topic: text,
  difficulty: pathDifficultySchema,
  description: text,
  estimatedHours: z.number().positive(),
  totalSteps: z.number().int().positive(),
  roadmap: z.array(pathStepSchema).min(1),
}) satisfies z.ZodType<StudyPath>;
