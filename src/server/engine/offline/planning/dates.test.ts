import { describe, expect, it } from 'vitest';
import { EXAM_DATE_MESSAGES } from '../../../../shared/exam-date';
import { type HttpError, engineHttpError } from '../../../http-error';
import { EngineError } from '../../errors';
import { addDays, dateRange, daysBetween, formatDate, isIsoDate, parseIsoDate, validateExamDate, weekdayName, weekStart } from './dates';

/** The HTTP answer the engine error `run` throws gets. */
function httpError(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return engineHttpError(error);
    throw error;
  }
  throw new Error('expected an EngineError');
}

describe('plan dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-1-5', 'tomorrow', '', '2025-03-01T10:00']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(parseIsoDate('1970-01-02')).toBe(1);
  });

  it('adds days across month, leap-day and year boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31'); // a DST weekend in Europe changes nothing
  });

  it('counts days between dates and lists each date once, in order', () => {
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2025-03-05', '2025-03-01')).toBe(-4);
    expect(dateRange('2028-02-27', '2028-03-02')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02']);
    expect(dateRange('2025-03-01', '2025-03-01')).toEqual(['2025-03-01']);
  });

  it('names weekdays and finds the Monday of a week', () => {
    expect(weekdayName('2025-03-03')).toBe('Monday');
    expect(weekdayName('2028-02-29')).toBe('Tuesday');
    expect(weekdayName('1969-12-31')).toBe('Wednesday');
    expect(weekStart('2025-03-02')).toBe('2025-02-24');
    expect(weekStart('2025-03-03')).toBe('2025-03-03');
    expect(formatDate('2026-01-01')).toBe('Thu 1 Jan 2026');
  });

  it('takes an exam today or within a year and refuses the rest with a clear 400', () => {
    expect(validateExamDate('2025-03-01', '2025-03-01')).toBe(0);
    expect(validateExamDate('2026-03-01', '2025-03-01')).toBe(365);
    const past = httpError(() => validateExamDate('2025-02-28', '2025-03-01'));
    expect([past.status, past.message]).toEqual([400, EXAM_DATE_MESSAGES.examDatePast]);
    const far = httpError(() => validateExamDate('2026-03-02', '2025-03-01'));
    expect([far.status, far.message]).toEqual([400, EXAM_DATE_MESSAGES.examDateTooFar]);
    const invalid = httpError(() => validateExamDate('2025-02-30', '2025-02-01'));
    expect([invalid.status, invalid.message]).toEqual([400, EXAM_DATE_MESSAGES.invalidDate]);
  });
});
