import type { AssignmentStatus, ScoreBand } from '../../../shared/classroom';
import type { MasteryLevel } from '../../../shared/learner';

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

/** The students × concepts table's cells by mastery level: the colour helps, the level and percent carry it. */
export const LEVEL_STYLES: Record<MasteryLevel, string> = {
  Attempted: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  Familiar: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Proficient: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  Mastered: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};
