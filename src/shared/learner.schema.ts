import { z } from 'zod';
import { CONCEPT_SOURCE_KINDS, CONCEPT_SUBJECT_MAX_CHARS, type ConceptSource, type LearnerConcept, MASTERY_LEVELS } from './learner';

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
