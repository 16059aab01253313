import type { AssignmentStatus, ScoreBand } from '../../../shared/classroom';
import type { MasteryLevel } from '../../../shared/learner';

export const CLASSROOM_TEXTS = {
  title: 'Classes',
  subtitle: 'Teach a class or join one: share quizzes, study paths and plans, and see how everyone is doing.',
  createTitle: 'Create a class',
  createHint: 'You become its teacher and get a join code to share.',
  nameLabel: 'Class name',
  subjectLabel: 'Subject (optional)',
  create: 'Create class',
  joinTitle: 'Join a class',
  joinHint: 'Enter the code your teacher gave you.',
  codeLabel: 'Join code',
  join: 'Join class',
  teaching: 'Classes you teach',
  attending: 'Classes you attend',
  empty: 'No classes yet. Create one, or join with a code from your teacher.',
  loadFailed: 'Could not load your classes.',
  classNotFound: 'Class Not Found',
  classNotFoundText: 'This class does not exist, or you are not in it.',
  joinLinkTitle: 'Join a class',
  joinLinkText: (code: string) => `You were invited to join a class with the code ${code}.`,
  errorTitle: 'Something went wrong',
  created: 'Class created',
  joined: 'You joined the class',
  rotated: 'New join code made; the old one no longer works.',
  assignedToYou: 'Assigned to you',
  noAssignments: 'Nothing assigned yet.',
} as const;

export const STATUS_STYLES: Record<AssignmentStatus, string> = {
  'Not started': 'bg-muted text-foreground',
  'In progress': 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  Done: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  Late: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** The quiz page's score colours (80 and above green, 60 to 79 amber, below 60 red), always beside the number. */
export const SCORE_STYLES: Record<ScoreBand, string> = {
  high: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  middle: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  low: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The students × concepts table's cells by mastery level: the colour helps, the level and percent carry it. */
export const LEVEL_STYLES: Record<MasteryLevel, string> = {
  Attempted: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  Familiar: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Proficient: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  Mastered: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};
