// Exam dates as the planner and the study plan take them: calendar dates with no time or zone.

/** A calendar date as `YYYY-MM-DD`, with no time or time zone. */
export type IsoDate = string;

/** Exam dates further away than this are refused: plans that long are guesses, not plans. */
export const EXAM_MAX_DAYS_AHEAD = 365;

export const EXAM_DATE_MESSAGES = {
  invalidDate: 'Please enter a real date as YYYY-MM-DD.',
  examDatePast: 'The exam date must be today or later.',
  examDateTooFar: 'Choose an exam date within a year.',
} as const;
