import type { PathDifficulty } from '../../../shared/study-path';

/** The words of the Study Paths screens (spec §2.8), verbatim where the spec gives them. */
export const STUDY_PATH_TEXTS = {
  title: 'Study Paths',
  subtitle: 'AI-generated learning roadmaps with free resources from beginner to advanced',
  create: 'Create Study Path',
  createDescription: 'Choose a topic and where you are starting from; AI builds a step-by-step roadmap with free resources.',
  generating: 'Generating...',
  emptyTitle: 'No Study Paths Yet',
  emptyText: 'Pick a topic and a level, and get a roadmap of steps you can tick off as you learn.',
  emptyAction: 'Create Your First Study Path',
  loading: 'Loading study paths',
  loadFailed: 'Your study paths could not be loaded.',
  notFoundTitle: 'Study Path Not Found',
  notFoundText: 'This address does not name a study path.',
  errorTitle: 'Error Loading Study Path',
  notFoundFallback: 'Study path not found',
  backToDashboard: 'Back to Dashboard',
  allPaths: 'All Study Paths',
  roadmap: 'Learning Roadmap',
  resources: 'Learning Resources',
  congratulations: 'Congratulations!',
  explore: 'Explore More Study Paths',
  deleteTitle: 'Delete Study Path',
  deleteQuestion: 'Are you sure you want to delete this study path? Its progress will be lost.',
} as const;

export const DIFFICULTY_LABELS: Record<PathDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "1 hour", "2.5 hours". */
export const hoursLabel = (hours: number) => `${hours.toLocaleString('en-US')} ${hours === 1 ? 'hour' : 'hours'}`;

/** "1 step", "7 steps". */
export const stepsLabel = (steps: number) => `${steps} ${steps === 1 ? 'step' : 'steps'}`;
