// Constants of the study engine shared by client and server; zod schemas live in engine.schema.ts.

export const SUMMARY_MODES = ['summary', 'simplify', 'keypoints'] as const;
export type SummaryMode = (typeof SUMMARY_MODES)[number];

export const SUMMARIZE_MAX_CHARS = 10_000;
export const SUMMARIZE_DEFAULT_TITLE = 'Document';

export const ENGINE_MESSAGES = {
  contentRequired: 'Please enter content to summarize.',
  contentTooLong: `Please shorten the content to at most ${SUMMARIZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
} as const;
