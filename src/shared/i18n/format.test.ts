import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDocumentDay,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeDays,
  formatTime,
} from './format';

describe('formatting in the reader’s language', () => {
  it('writes rupees with lakh grouping in both languages', () => {
    expect(formatMoney(4999, 'en')).toBe('₹4,999');
    expect(formatMoney(4999, 'hi')).toBe('₹4,999');
    expect(formatMoney(100000, 'en')).toBe('₹1,00,000');
    expect(formatMoney(100000, 'hi')).toBe('₹1,00,000');
    expect(formatMoney(499.5, 'en')).toBe('₹499.50');
  });

  it('groups numbers in lakhs and crores', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
    expect(formatNumber(2.25, 'en')).toBe('2.3');
    expect(formatPercent(0.456, 'hi')).toBe('46%');
  });

  it('writes days with the month’s name in the language', () => {
    const day = new Date(Date.UTC(2026, 11, 21, 12));
    expect(formatDate(day, 'en', { timeZone: 'UTC' })).toBe('21 Dec 2026');
    expect(formatDate(day, 'hi', { timeZone: 'UTC' })).toBe('21 दिस॰ 2026');
    expect(formatDay('2026-12-21', 'hi', { weekday: true })).toBe('सोम, 21 दिस॰ 2026');
    expect(formatDay('2026-12-21', 'en', { weekday: true })).toMatch(/^Mon, 21 Dec,? 2026$/);
    expect(formatDay('2026-12-21', 'en', { noYear: true })).toBe('21 Dec');
  });

  it('writes times on the 12-hour clock and days with their time', () => {
    const evening = new Date(Date.UTC(2026, 0, 5, 16, 5));
    expect(formatTime(evening, 'en', 'Asia/Kolkata')).toBe('9:35 pm');
    expect(formatTime(evening, 'hi', 'Asia/Kolkata')).toBe('रात 9:35');
    expect(formatTime(new Date(Date.UTC(2026, 0, 5, 4)), 'hi', 'Asia/Kolkata')).toBe('सुबह 9:30');
    expect(formatDateTime(evening, 'hi', 'Asia/Kolkata')).toBe('5 जन॰ 2026, रात 9:35');
    expect(formatDateTime(evening, 'en', 'Asia/Kolkata')).toBe('5 Jan 2026, 9:35 pm');
  });

  it('says today, tomorrow and in n days in words', () => {
    expect(formatRelativeDays(0, 'en')).toBe('today');
    expect(formatRelativeDays(1, 'en')).toBe('tomorrow');
    expect(formatRelativeDays(3, 'en')).toBe('in 3 days');
    expect(formatRelativeDays(0, 'hi')).toBe('आज');
    expect(formatRelativeDays(3, 'hi')).toBe('3 दिन में');
    expect(formatRelativeDays(-1, 'en')).toBe('yesterday');
  });

  it('dates a document with the month in words', () => {
    expect(formatDocumentDay('2025-08-19', 'en')).toBe('August 19, 2025');
    expect(formatDocumentDay('2025-08-19', 'hi')).toBe('19 अगस्त 2025');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45, 'en')).toBe('45 mins');
    expect(formatDuration(120, 'en')).toBe('2 hrs');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 mins');
    expect(formatDuration(90, 'hi')).toBe('1 घं॰ 30 मि॰');
    expect(formatDuration(-5, 'en')).toBe('0 mins');
  });
});
