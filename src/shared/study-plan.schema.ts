import { z } from 'zod';
import { EXAM_DATE_MESSAGES } from './exam-date';
import {
  type GeneratedStudyPlan,
  type GenerateStudyPlanRequest,
  type SavedStudyPlan,
  STUDY_PLAN_DEFAULTS,
  STUDY_PLAN_DIFFICULTIES,
  STUDY_PLAN_LIMITS,
  STUDY_PLAN_MESSAGES,
  STUDY_PLAN_REQUEST_MESSAGES,
  type StudyPlanContent,
  type StudyPlanSummary,
} from './study-plan';

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

// The study plans' API (features/study-plan).

const { tooLong } = STUDY_PLAN_REQUEST_MESSAGES;
const limits = STUDY_PLAN_LIMITS;

/** Optional text: trimmed, and the default when blank or missing. */
const optionalText = <T extends string | null>(max: number, fallback: T) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value): string | T => value || fallback);

/** "Maths, Physics" or ["Maths", "Physics"]: split on commas, trimmed, blanks dropped; one at least. */
const subjects = z
  .union([z.string(), z.array(z.string())], { error: STUDY_PLAN_MESSAGES.subjectsRequired })
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((entry) => entry.trim()))
  .pipe(
    z
      .array(z.string().max(limits.subjectsMaxChars, tooLong))
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).min(1, STUDY_PLAN_MESSAGES.subjectsRequired).max(20, tooLong)),
  );

/** A target date, or null when the field was left empty. */
const notADate = { error: EXAM_DATE_MESSAGES.invalidDate };
const examDate = z
  .union([z.iso.date(notADate), z.literal('', notADate), z.null(notADate)], notADate)
  .optional()
  .transform((value) => value || null);

const hoursPerDay = z
  .number({ error: STUDY_PLAN_REQUEST_MESSAGES.hoursInvalid })
  .min(limits.minHoursPerDay, STUDY_PLAN_REQUEST_MESSAGES.hoursInvalid)
  .max(limits.maxHoursPerDay, STUDY_PLAN_REQUEST_MESSAGES.hoursInvalid);

const difficulty = z.enum(STUDY_PLAN_DIFFICULTIES, { error: STUDY_PLAN_REQUEST_MESSAGES.difficultyInvalid });

/** POST /api/study-plans/generate: subjects required; the spec's defaults for the rest. */
export const generateStudyPlanSchema = z.object({
  gradeLevel: optionalText(limits.gradeLevelMaxChars, STUDY_PLAN_DEFAULTS.gradeLevel),
  subjects,
  examDate,
  hoursPerDay: hoursPerDay.default(STUDY_PLAN_DEFAULTS.hoursPerDay),
  duration: optionalText(limits.durationMaxChars, STUDY_PLAN_DEFAULTS.duration),
  difficulty: difficulty.default(STUDY_PLAN_DEFAULTS.difficulty),
  goals: optionalText(limits.goalsMaxChars, null),
  today: z.iso.date({ error: EXAM_DATE_MESSAGES.invalidDate }).optional(),
}) satisfies z.ZodType<GenerateStudyPlanRequest, unknown>;

export const generatedStudyPlanSchema = z.object({
  title: z.string(),
  topic: z.string(),
  gradeLevel: z.string(),
  subjects: z.array(z.string()),
  examDate: z.string().nullable(),
  hoursPerDay: z.number(),
  duration: z.string(),
  difficulty,
  goals: z.string().nullable(),
  plan: studyPlanContentSchema,
}) satisfies z.ZodType<GeneratedStudyPlan>;

/** A plan as the engine makes it; no engine makes more than 26 weeks, so 60 leaves room. */
const storablePlan = studyPlanContentSchema.extend({ weeks: studyPlanContentSchema.shape.weeks.max(60) });

/** POST /api/study-plans: the spec's fields; a blank title or topic is made from the subjects. */
export const saveStudyPlanSchema = z.object({
  title: optionalText(limits.titleMaxChars, ''),
  topic: optionalText(limits.subjectsMaxChars, ''),
  gradeLevel: optionalText(limits.gradeLevelMaxChars, STUDY_PLAN_DEFAULTS.gradeLevel),
  subjects,
  examDate,
  hoursPerDay: hoursPerDay.default(STUDY_PLAN_DEFAULTS.hoursPerDay),
  duration: optionalText(limits.durationMaxChars, STUDY_PLAN_DEFAULTS.duration),
  difficulty: difficulty.default(STUDY_PLAN_DEFAULTS.difficulty),
  goals: optionalText(limits.goalsMaxChars, null),
  plan: z.unknown().transform((value, context): StudyPlanContent => {
    const parsed = storablePlan.safeParse(value);
    if (parsed.success) return parsed.data;
    // One message for any broken plan: the user can only fix it by generating again.
    context.addIssue({ code: 'custom', message: STUDY_PLAN_REQUEST_MESSAGES.planRequired });
    return z.NEVER;
  }),
});

export const savedStudyPlanSchema = generatedStudyPlanSchema.extend({
  id: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<SavedStudyPlan>;

export const studyPlanSummarySchema = savedStudyPlanSchema.omit({ plan: true }).extend({
  weeks: z.number().int().nonnegative(),
}) satisfies z.ZodType<StudyPlanSummary>;

export const studyPlanListSchema = z.array(studyPlanSummarySchema);

export const studyPlanIdParamsSchema = z.object({ id: z.string() });

export const deletedStudyPlanSchema = z.object({ id: z.string() });
