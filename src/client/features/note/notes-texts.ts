/** Texts of the /notes screen that only the client shows (the server's are in src/shared/note.ts). */
export const NOTES_PAGE_TEXTS = {
  markdownExportedTitle: 'Markdown File Exported',
  markdownExportFailed: 'Failed to export notes as Markdown.',
  importedTitle: 'File Imported',
  importFailedTitle: 'Import Failed',
  importFailed: 'Could not import the file. Please try again.',
  loadFailed: 'Could not load your notes.',
  openFailed: 'Could not open the note.',
  searching: 'Searching...',
  deleteQuestion: 'Are you sure you want to delete this note?',
} as const;
