// Constants and types of the study path (a 5–8 step roadmap with resources), shared by client and
// server; zod schemas live in study-path.schema.ts.

export const PATH_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type PathDifficulty = (typeof PATH_DIFFICULTIES)[number];

export const RESOURCE_TYPES = ['article', 'youtube', 'book', 'practice'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const PATH_MIN_STEPS = 5;
export const PATH_MAX_STEPS = 8;

export const STUDY_PATH_MESSAGES = {
  topicRequired: 'Please enter a topic you want to learn.',
} as const;

export interface PathResource {
  type: ResourceType;
  title: string;
  description: string;
  url: string;
}

export interface PathStep {
  id: string;
  title: string;
  description: string;
  estimatedHours: number;
  resources: PathResource[];
}

export interface StudyPath {
  topic: string;
  difficulty: PathDifficulty;
  description: string;
  estimatedHours: number;
  totalSteps: number;
  roadmap: PathStep[];
}

/** What a study path is built from (engine `studyPath`). */
export interface StudyPathInput {
  topic: string;
  difficulty: PathDifficulty;
}

/** Longest topic a path is made for: a subject name or a short phrase, never a document. */
export const PATH_TOPIC_MAX_CHARS = 200;

/** Server answers about stored study paths. */
export const SAVED_PATH_MESSAGES = {
  topicTooLong: `Please keep the topic under ${PATH_TOPIC_MAX_CHARS} characters.`,
  difficultyInvalid: 'Please choose a level: beginner, intermediate or advanced.',
  notFound: 'Study path not found',
  stepIndexInvalid: 'This step is not part of the study path. Reload the page and try again.',
  progressInvalid: 'Send the step index (a whole number from 0) and whether it is completed (true or false).',
} as const;

/** Done flags by step index ("0", "1", …); a missing entry means not done. */
export type PathProgress = Record<string, boolean>;

/** A stored path as listed: the figures of its card, without the roadmap. */
export interface StudyPathSummary {
  id: string;
  topic: string;
  difficulty: PathDifficulty;
  description: string;
  estimatedHours: number;
  totalSteps: number;
  completedSteps: number;
  /** completedSteps / totalSteps as a rounded percentage. */
  progressPercent: number;
  createdAt: string;
  updatedAt: string;
}

/** A stored path with its roadmap and done flags (GET /api/study-paths/:id). */
export interface SavedStudyPath extends StudyPathSummary {
  roadmap: PathStep[];
  progress: PathProgress;
}

/** POST /api/study-paths. */
export type CreateStudyPathRequest = StudyPathInput;

/** PUT /api/study-paths/:id/progress: one step (0-based index) ticked or unticked. */
export interface StepProgressRequest {
  stepIndex: number;
  completed: boolean;
}

/** How many of the first `totalSteps` steps are done (flags beyond the roadmap never count). */
export function countCompletedSteps(progress: PathProgress, totalSteps: number): number {
  let count = 0;
  for (let i = 0; i < totalSteps; i += 1) if (progress[String(i)] === true) count += 1;
  return count;
}

/** Completed steps over total steps, rounded to a whole percent; an empty roadmap is 0 %. */
export function progressPercent(completedSteps: number, totalSteps: number): number {
  return totalSteps > 0 ? Math.round((completedSteps / totalSteps) * 100) : 0;
}

export type PathStatus = 'Completed' | 'In Progress' | 'Not Started';

/** Completed at 100 % (rounded), In Progress above 0, otherwise Not Started. */
export function pathStatus(percent: number): PathStatus {
  if (percent >= 100) return 'Completed';
  return percent > 0 ? 'In Progress' : 'Not Started';
}
