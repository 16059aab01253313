import { z } from 'zod';
import { noteCitationSchema } from './citation.schema';
import {
  DOUBT_DEFAULT_DIFFICULTY,
  DOUBT_DIFFICULTIES,
  DOUBT_MAX_CHARS,
  DOUBT_MESSAGES,
  DOUBT_SUBJECT_MAX_CHARS,
  type Doubt,
  type DoubtCitation,
  type DoubtListItem,
  type DoubtRequest,
} from './doubt';

const difficulty = z.enum(DOUBT_DIFFICULTIES, { error: DOUBT_MESSAGES.difficultyInvalid });

/** POST /api/doubt-solver: the question trimmed and required; a blank subject is left out. */
export const doubtRequestSchema = z.object({
  question: z
    .string({ error: DOUBT_MESSAGES.questionRequired })
    .trim()
    .min(1, DOUBT_MESSAGES.questionRequired)
    .max(DOUBT_MAX_CHARS, DOUBT_MESSAGES.questionTooLong),
  subject: z
    .string({ error: DOUBT_MESSAGES.subjectTooLong })
    .trim()
    .max(DOUBT_SUBJECT_MAX_CHARS, DOUBT_MESSAGES.subjectTooLong)
    .nullish()
    .transform((subject) => subject || undefined),
  difficulty: difficulty.default(DOUBT_DEFAULT_DIFFICULTY),
}) satisfies z.ZodType<DoubtRequest, unknown>;

export const doubtCitationSchema = noteCitationSchema satisfies z.ZodType<DoubtCitation>;

export const doubtSchema = z.object({
  id: z.string(),
  question: z.string(),
  subject: z.string().nullable(),
  difficulty,
  answer: z.string(),
  simpleAnswer: z.string().nullable(),
  createdAt: z.string(),
  citations: z.array(doubtCitationSchema),
}) satisfies z.ZodType<Doubt>;

export const doubtListItemSchema = doubtSchema.pick({
  id: true,
  question: true,
  subject: true,
  difficulty: true,
  createdAt: true,
}) satisfies z.ZodType<DoubtListItem>;

/** A page of GET /api/doubts: each doubt without its answer. */
export const doubtListSchema = z.array(doubtListItemSchema);

export const doubtIdParamsSchema = z.object({ id: z.string() });

export const deletedDoubtSchema = z.object({ id: z.string() });
