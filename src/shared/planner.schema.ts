import { z } from 'zod';
import { PLANNER_PRIORITIES, type PlannerSchedule } from './planner';

// The shapes the offline engine produces and an LLM engine must match; `satisfies` keeps the
// schemas and the plain types in planner.ts from drifting apart.

const text = z.string().trim().min(1);
const isoDate = z.iso.date();

export const plannerPrioritySchema = z.enum(PLANNER_PRIORITIES);

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
