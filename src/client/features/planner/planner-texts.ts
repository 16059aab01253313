import type { PlannerPriority } from '../../../shared/planner';
import type { SaveToNotesToasts } from '../../components/save-to-notes-button';

/** The planner screen's words: toasts from spec §5 and §8, and the labels of its states. */
export const PLANNER_TEXTS = {
  updatedOn: (at: string) =>
    `updated ${new Date(at).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}`,
  signedOut: 'Please sign in to access Study Planner',
  missingTitle: 'Missing information',
  uploadFailed: 'Upload failed',
  uploadUnprocessed: 'Could not process the file. Please try again.',
  uploadErrorTitle: 'Upload failed',
  fileReadTitle: 'File added',
  fileRead: (name: string) => `The text of ${name} will shape your plan.`,
  createdTitle: 'Study plan created',
  created: (subject: string) => `Your ${subject} schedule is ready.`,
  createFailed: 'Failed to create study plan',
  deletedTitle: 'Planner deleted',
  deleteFailed: 'Failed to delete planner',
  loadFailed: 'Your planners could not be loaded.',
  openFailed: 'This planner could not be loaded.',
} as const;

/** Save to Notes under a planner. */
export const PLANNER_NOTE_TOASTS: SaveToNotesToasts = {
  savedTitle: 'Saved to Notes',
  saved: 'The plan is now in your notes.',
  failedTitle: 'Failed to save to notes',
  failed: 'Failed to save to notes',
};

export const PRIORITY_LABELS: Record<PlannerPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** "Mon, 2 Mar 2026" for a YYYY-MM-DD date, read as a calendar date where the browser is. */
export function formatPlanDate(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** "12 days left", "1 day left", "Exam today" or "Exam passed". */
export function daysLeftText(days: number): string {
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  return days === 0 ? 'Exam today' : 'Exam passed';
}
