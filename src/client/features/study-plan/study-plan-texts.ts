/** The Study Plans section's words; the failure toasts are spec §8's, verbatim. */
export const STUDY_PLAN_TEXTS = {
  subjectsRequiredTitle: 'Subjects required',
  generateFailed: 'Failed to generate study plan',
  saveFailed: 'Failed to save study plan',
  savedTitle: 'Study plan saved',
  saved: (title: string) => `"${title}" is in your saved plans.`,
  noteSavedTitle: 'Saved to Notes',
  noteSaved: 'The plan is now in your notes.',
  noteSaveFailed: 'Failed to save to notes',
  openFailed: 'Failed to open study plan',
  deletedTitle: 'Study plan deleted',
  deleteFailed: 'Failed to delete study plan',
} as const;
