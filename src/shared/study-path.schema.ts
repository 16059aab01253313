import { z } from 'zod';
import {
  type CreateStudyPathRequest,
  PATH_DIFFICULTIES,
  PATH_TOPIC_MAX_CHARS,
  RESOURCE_TYPES,
  SAVED_PATH_MESSAGES,
  type SavedStudyPath,
  type StepProgressRequest,
  STUDY_PATH_MESSAGES,
  type StudyPath,
  type StudyPathSummary,
} from './study-path';

// What the offline engine produces and an LLM engine must match.

const text = z.string().trim().min(1);

export const pathDifficultySchema = z.enum(PATH_DIFFICULTIES);
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);

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

// The stored paths' API (features/study-path).

/** POST /api/study-paths: the topic is trimmed and required; the level defaults to beginner. */
export const createStudyPathSchema = z.object({
  topic: z
    .string({ error: STUDY_PATH_MESSAGES.topicRequired })
    .trim()
    .min(1, STUDY_PATH_MESSAGES.topicRequired)
    .max(PATH_TOPIC_MAX_CHARS, SAVED_PATH_MESSAGES.topicTooLong),
  difficulty: z.enum(PATH_DIFFICULTIES, { error: SAVED_PATH_MESSAGES.difficultyInvalid }).default('beginner'),
}) satisfies z.ZodType<CreateStudyPathRequest>;

export const studyPathIdParamsSchema = z.object({ id: z.string() });

/** PUT /api/study-paths/:id/progress; whether the index names a step is checked against the roadmap. */
export const stepProgressSchema = z.object({
  stepIndex: z
    .number({ error: SAVED_PATH_MESSAGES.progressInvalid })
    .int(SAVED_PATH_MESSAGES.progressInvalid)
    .min(0, SAVED_PATH_MESSAGES.progressInvalid),
  completed: z.boolean({ error: SAVED_PATH_MESSAGES.progressInvalid }),
}) satisfies z.ZodType<StepProgressRequest>;

export const studyPathSummarySchema = z.object({
  id: z.string(),
  topic: z.string(),
  difficulty: pathDifficultySchema,
  description: z.string(),
  estimatedHours: z.number(),
  totalSteps: z.number().int(),
  completedSteps: z.number().int(),
  progressPercent: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<StudyPathSummary>;

export const studyPathListSchema = z.array(studyPathSummarySchema);

export const savedStudyPathSchema = studyPathSummarySchema.extend({
  roadmap: z.array(pathStepSchema),
  progress: z.record(z.string(), z.boolean()),
}) satisfies z.ZodType<SavedStudyPath>;

export const deletedStudyPathSchema = z.object({ id: z.string() });
