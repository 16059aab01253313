import { z } from 'zod';
import { PATH_DIFFICULTIES, RESOURCE_TYPES, type StudyPath } from './study-path';

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
