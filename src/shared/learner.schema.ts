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
