// The summarizer's modes, limits and messages, shared by client and server; zod schemas live in summary.schema.ts.

export const SUMMARY_MODES = ['summary', 'simplify', 'keypoints'] as const;
export type SummaryMode = (typeof SUMMARY_MODES)[number];

export const SUMMARIZE_MAX_CHARS = 10_000;
export const SUMMARIZE_DEFAULT_TITLE = 'Document';
export const SUMMARY_TITLE_MAX_CHARS = 200;
/** A saved summary's text; a summary of 10,000 characters never comes near it, an edited one may. */
export const SUMMARY_MAX_CHARS = 20_000;

/** The mode choice's labels, in the order the form shows them. */
export const SUMMARY_MODE_LABELS: Record<SummaryMode, string> = {
  summary: 'Summary',
  simplify: 'Simplify',
  keypoints: 'Key Points',
};

export const SUMMARY_MESSAGES = {
  contentRequired: 'Please enter content to summarize.',
  contentTooLong: `Please shorten the content to at most ${SUMMARIZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  modeInvalid: 'Choose a mode: summary, simplify or keypoints.',
  titleTooLong: `Please keep the title to at most ${SUMMARY_TITLE_MAX_CHARS} characters.`,
  /** Saving needs a summary: the text alone is not saved. */
  summaryRequired: 'Please generate a summary before saving.',
  summaryTooLong: `Please shorten the summary to at most ${SUMMARY_MAX_CHARS.toLocaleString('en-US')} characters.`,
  notFound: 'Summary not found',
} as const;

/** The summarizer's toasts (failures and uploads), word for word where the product states them. */
export const SUMMARY_TOASTS = {
  generateFailed: 'Failed to generate summary',
  saveFailed: 'Failed to save summary',
  deleteFailed: 'Failed to delete summary',
  openFailed: 'Failed to open summary',
  uploadFailed: 'Upload failed',
  processFailed: 'Could not process the file. Please try again.',
  generatedTitle: 'Summary ready',
  savedTitle: 'Summary saved',
  saved: 'You can find it under Saved Summaries.',
  deletedTitle: 'Summary deleted',
  uploadedTitle: 'File ready',
  uploaded: (filename: string) => `The text of ${filename} is in the content box.`,
  copiedTitle: 'Copied',
  copied: 'The summary is on your clipboard.',
  copyFailed: 'Could not copy the summary. Select the text and copy it instead.',
  noteSavedTitle: 'Note Created',
  noteSaved: 'The summary has been saved to your notes.',
  noteFailed: 'Failed to create note.',
} as const;

/** POST /api/summarize once validated: the title defaults, the mode is one of SUMMARY_MODES. */
export interface SummarizeRequest {
  content: string;
  title: string;
  mode: SummaryMode;
}

export interface SummarizeResponse {
  summary: string;
  originalContent: string;
  title: string;
  mode: SummaryMode;
}

/** POST /api/summaries/save once validated: title, content and summary; the mode defaults to summary. */
export interface SaveSummaryRequest {
  title: string;
  content: string;
  summary: string;
  mode: SummaryMode;
}

/** A stored summary: `content` is the original text. */
export interface SavedSummary {
  id: string;
  title: string;
  content: string;
  summary: string;
  mode: SummaryMode;
  createdAt: string;
}

/** A saved summary as GET /api/summaries lists it: what the list shows; GET /api/summaries/:id has the texts. */
export type SummaryListItem = Pick<SavedSummary, 'id' | 'title' | 'mode' | 'createdAt'>;
