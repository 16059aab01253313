import { z } from 'zod';
import { EXAM_DATE_MESSAGES } from './exam-date';
import {
  type CreatePlannerRequest,
  PLANNER_LIMITS,
  PLANNER_MESSAGES,
  PLANNER_PRIORITIES,
  PLANNER_REQUEST_MESSAGES,
  type PlannerGetQuery,
  type PlannerSchedule,
  type PlannerListItem,
  type SavedPlanner,
} from './planner';

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

// The stored planners' API (features/planner).

const required = PLANNER_MESSAGES.fieldsRequired;
const field = (max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /api/planner: subject, goal and exam date all required ('Please fill in all fields'). */
export const createPlannerSchema = z.object({
  subject: field(PLANNER_LIMITS.subjectMaxChars, PLANNER_REQUEST_MESSAGES.subjectTooLong),
  goal: field(PLANNER_LIMITS.goalMaxChars, PLANNER_REQUEST_MESSAGES.goalTooLong),
  examDate: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.date({ error: EXAM_DATE_MESSAGES.invalidDate })),
  pdfContent: z
    .string({ error: PLANNER_REQUEST_MESSAGES.materialTooLong })
    .max(PLANNER_LIMITS.materialMaxChars, PLANNER_REQUEST_MESSAGES.materialTooLong)
    .nullish()
    .transform((text) => (text?.trim() ? text : undefined)),
  today: z.iso.date({ error: EXAM_DATE_MESSAGES.invalidDate }).optional(),
}) satisfies z.ZodType<CreatePlannerRequest, unknown>;

export const plannerIdParamsSchema = z.object({ id: z.string() });

export const savedPlannerSchema = z.object({
  id: z.string(),
  subject: z.string(),
  goal: z.string(),
  examDate: z.string(),
  createdAt: z.string(),
  schedule: plannerScheduleSchema,
  updatedBecause: z.string().nullable(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<SavedPlanner>;

export const plannerListItemSchema = savedPlannerSchema.omit({
  schedule: true,
  updatedBecause: true,
  updatedAt: true,
}) satisfies z.ZodType<PlannerListItem>;

export const plannerGetQuerySchema = z.object({
  today: z.iso.date({ error: EXAM_DATE_MESSAGES.invalidDate }).optional(),
}) satisfies z.ZodType<PlannerGetQuery>;

/** A page of GET /api/planners: each planner without its schedule. */
export const plannerListSchema = z.array(plannerListItemSchema);

export const deletedPlannerSchema = z.object({ id: z.string() });
