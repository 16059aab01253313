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
