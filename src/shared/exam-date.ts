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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The calendar date `date` falls on where the browser is (not UTC), as YYYY-MM-DD. */
export function localIsoDate(date: Date = new Date()): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD text, or null when it is not one. */
function epochDay(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === value ? time / MS_PER_DAY : null;
}

/**
 * The student's today for a plan: the date their browser sent when it lies within a day of the
 * server's UTC date (time zones run from UTC−12 to UTC+14), else the server's UTC date. A client
 * cannot move "today" further than that, so "the exam date must be today or later" still holds.
 */
export function studentToday(claimed: string | undefined, now: Date): IsoDate {
  const server = now.toISOString().slice(0, 10);
  const day = claimed === undefined ? null : epochDay(claimed);
  const serverDay = epochDay(server)!;
  return day !== null && Math.abs(day - serverDay) <= 1 ? claimed! : server;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); NaN when either is not a date. */
export function daysUntil(from: IsoDate, to: IsoDate): number {
  const [start, end] = [epochDay(from), epochDay(to)];
  return start === null || end === null ? Number.NaN : end - start;
}

/** An exam date as people read it: '30 Mar 2026' (the calendar date itself, whatever the time zone). */
export function formatExamDate(date: IsoDate): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
