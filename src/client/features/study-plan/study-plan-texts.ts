import type { SaveToNotesToasts } from '../../components/save-to-notes-button';

/** The Study Plans section's words; the failure toasts are spec §8's, verbatim. */
export const STUDY_PLAN_TEXTS = {
  subjectsRequiredTitle: 'Subjects required',
  generateFailed: 'Failed to generate study plan',
  saveFailed: 'Failed to save study plan',
  savedTitle: 'Study plan saved',
  saved: (title: string) => `"${title}" is in your saved plans.`,
  openFailed: 'Failed to open study plan',
  deletedTitle: 'Study plan deleted',
  deleteFailed: 'Failed to delete study plan',
} as const;

/** Save to Notes under a generated plan. */
export const STUDY_PLAN_NOTE_TOASTS: SaveToNotesToasts = {
  savedTitle: 'Saved to Notes',
  saved: 'The plan is now in your notes.',
  failedTitle: 'Failed to save to notes',
  failed: 'Failed to save to notes',
};
