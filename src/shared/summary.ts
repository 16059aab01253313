// The summarizer's modes, limits and messages, shared by client and server; zod schemas live in summary.schema.ts.

export const SUMMARY_MODES = ['summary', 'simplify', 'keypoints'] as const;
export type SummaryMode = (typeof SUMMARY_MODES)[number];

export const SUMMARIZE_MAX_CHARS = 10_000;
export const SUMMARIZE_DEFAULT_TITLE = 'Document';

export const SUMMARY_MESSAGES = {
  contentRequired: 'Please enter content to summarize.',
  contentTooLong: `Please shorten the content to at most ${SUMMARIZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
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
