import { EXAM_DATE_MESSAGES, EXAM_MAX_DAYS_AHEAD, type IsoDate } from '../../../../shared/exam-date';
import { invalidInput } from '../../errors';

// Plans speak in the student's calendar days, not instants: every date is a plain YYYY-MM-DD
// held as a count of days since 1970-01-01 at UTC midnight, so no time zone or DST shift can
// ever skip or repeat a day.

const MS_PER_DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Days since 1970-01-01, or null when the text is not a real calendar date (2025-02-30). */
export function parseIsoDate(value: string): number | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as written.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / MS_PER_DAY);
}

export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== null;

/** Days since 1970-01-01; a malformed date is the client's mistake, so a 400. */
export function toEpochDay(value: string): number {
  const day = parseIsoDate(value);
  if (day === null) throw invalidInput(EXAM_DATE_MESSAGES.invalidDate);
  return day;
}

function fromEpochDay(day: number): IsoDate {
  const date = new Date(day * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${year}-${month}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export const addDays = (date: IsoDate, days: number): IsoDate => fromEpochDay(toEpochDay(date) + days);

/** Whole days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => toEpochDay(to) - toEpochDay(from);

/** Every date from `from` to `to`, both included, in order. */
export function dateRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = toEpochDay(from);
  return Array.from({ length: Math.max(0, toEpochDay(to) - start + 1) }, (_, i) => fromEpochDay(start + i));
}

/** 0 = Sunday … 6 = Saturday; 1970-01-01 was a Thursday. */
const weekdayIndex = (date: IsoDate): number => (((toEpochDay(date) + 4) % 7) + 7) % 7;

export const weekdayName = (date: IsoDate): string => WEEKDAYS[weekdayIndex(date)]!;

/** "Mon 3 Mar 2025": unambiguous in every locale, unlike 03/03/2025. */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${weekdayName(date).slice(0, 3)} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The Monday starting the calendar week that holds `date`. */
export const weekStart = (date: IsoDate): IsoDate => addDays(date, -((weekdayIndex(date) + 6) % 7));

/**
 * Checks an exam date against the student's today and returns the days until it (0 = today).
 * A past exam or one more than a year away cannot be planned for, so both are 400s.
 */
export function validateExamDate(examDate: IsoDate, today: IsoDate): number {
  const days = toEpochDay(examDate) - toEpochDay(today);
  if (days < 0) throw invalidInput(EXAM_DATE_MESSAGES.examDatePast);
  if (days > EXAM_MAX_DAYS_AHEAD) throw invalidInput(EXAM_DATE_MESSAGES.examDateTooFar);
  return days;
}
