import { z } from 'zod';
import {
  CONCEPT_NAME_MAX_CHARS,
  CONCEPT_SOURCE_KINDS,
  CONCEPT_SUBJECT_MAX_CHARS,
  type ConceptSource,
  LEARNER_MESSAGES,
  type LearnerConcept,
  MASTERY_LEVELS,
  type MergeConceptRequest,
  type RenameConceptRequest,
  DAILY_MINUTES_MAX,
  DAILY_MINUTES_MIN,
  STUDY_SETTINGS_MESSAGES as SM,
  type StudySettings,
} from './learner';

/** GET /api/learner/concepts?subject=: one subject's concepts, or every subject's when left out or blank. */
export const learnerConceptsQuerySchema = z.object({
  subject: z
    .string()
    .trim()
    .max(CONCEPT_SUBJECT_MAX_CHARS)
    .optional()
    .transform((subject) => subject || undefined),
});

export const conceptSourceSchema = z.object({
  kind: z.enum(CONCEPT_SOURCE_KINDS),
  id: z.string(),
  title: z.string(),
}) satisfies z.ZodType<ConceptSource>;

export const learnerConceptSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  mastery: z.number().min(0).max(1),
  level: z.enum(MASTERY_LEVELS),
  evidenceCount: z.number().int(),
  lastSeenAt: z.string(),
  sources: z.array(conceptSourceSchema),
}) satisfies z.ZodType<LearnerConcept>;

export const learnerConceptsSchema = z.array(learnerConceptSchema);

export const conceptIdParamsSchema = z.object({ id: z.string().max(100) });

export const renameConceptSchema = z.object({
  name: z
    .string({ error: LEARNER_MESSAGES.nameRequired })
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, LEARNER_MESSAGES.nameRequired).max(CONCEPT_NAME_MAX_CHARS, LEARNER_MESSAGES.nameTooLong)),
}) satisfies z.ZodType<RenameConceptRequest, unknown>;

export const mergeConceptSchema = z.object({
  intoId: z.string({ error: LEARNER_MESSAGES.mergeTargetRequired }).min(1, LEARNER_MESSAGES.mergeTargetRequired).max(100),
}) satisfies z.ZodType<MergeConceptRequest>;

const dailyMinutes = z
  .number({ error: SM.dailyMinutesInvalid })
  .int(SM.dailyMinutesInvalid)
  .min(DAILY_MINUTES_MIN, SM.dailyMinutesInvalid)
  .max(DAILY_MINUTES_MAX, SM.dailyMinutesInvalid);

/** PUT /api/learner/settings: both fields; easy days are kept sorted and once each. */
export const studySettingsBodySchema = z.object({
  dailyMinutes,
  easyDays: z
    .array(z.number({ error: SM.easyDaysInvalid }).int(SM.easyDaysInvalid).min(0, SM.easyDaysInvalid).max(6, SM.easyDaysInvalid), {
      error: SM.easyDaysInvalid,
    })
    .max(14, SM.easyDaysInvalid)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
}) satisfies z.ZodType<StudySettings, unknown>;

export const studySettingsSchema = z.object({
  dailyMinutes: z.number().int(),
  easyDays: z.array(z.number().int()),
}) satisfies z.ZodType<StudySettings>;
