// Dates, times, numbers, money and durations in a language's conventions (issue 31), through Intl with
// LANGUAGE_LOCALES: both languages use Indian conventions (₹, lakh grouping: ₹1,00,000).

import { LANGUAGE_LOCALES, type Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const locale = (language: Language) => LANGUAGE_LOCALES[language];

/** 1,00,000 (lakh grouping), at most `maximumFractionDigits` decimals (default 1). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 1): string {
  return cached(`n|${language}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale(language), { maximumFractionDigits })).format(
    value,
  );
}

/** ₹4,999 for whole rupees, ₹4,999.50 otherwise; another currency by its code. */
export function formatMoney(amount: number, language: Language, currency = 'INR'): string {
  const whole = Number.isInteger(amount);
  const key = `m|${language}|${currency}|${whole}`;
  return cached(
    key,
    () =>
      new Intl.NumberFormat(locale(language), {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  ).format(amount);
}

/** 45% for 0.45. */
export function formatPercent(share: number, language: Language): string {
  return cached(`p|${language}`, () => new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 0 })).format(
    share,
  );
}

type DateLike = Date | string | number;
const asDate = (value: DateLike) => (value instanceof Date ? value : new Date(value));

export interface DateOptions {
  /** With the weekday: 'Mon, 21 Dec, 2026' / 'सोम, 21 दिस॰ 2026'. */
  weekday?: boolean;
  /** Without the year. */
  noYear?: boolean;
  /** An IANA time zone; the reader's by default. */
  timeZone?: string;
}

/** A day: '21 Dec 2026' / '21 दिस॰ 2026'. */
export function formatDate(value: DateLike, language: Language, options: DateOptions = {}): string {
  const { weekday = false, noYear = false, timeZone } = options;
  return cached(
    `d|${language}|${weekday}|${noYear}|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale(language), {
        weekday: weekday ? 'short' : undefined,
        day: 'numeric',
        month: 'short',
        year: noYear ? undefined : 'numeric',
        timeZone,
      }),
  ).format(asDate(value));
}

/** A calendar day written YYYY-MM-DD, as that day wherever the reader is (no time-zone shift). */
export function formatDay(day: string, language: Language, options: Omit<DateOptions, 'timeZone'> = {}): string {
  return formatDate(`${day}T00:00:00Z`, language, { ...options, timeZone: 'UTC' });
}

/**
 * A document's date with the month in words, as the policies are dated: 'August 19, 2025' /
 * '19 अगस्त 2025'. English keeps the month-first order the policies have always been dated in.
 */
export function formatDocumentDay(day: string, language: Language): string {
  return cached(
    `dd|${language}`,
    () =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-US' : locale(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(asDate(`${day}T00:00:00Z`));
}

/**
 * The 12-hour clock both languages use in India: English with am/pm, Hindi with the part of the day
 * in words ('शाम 7:30'), as Hindi writes it (Intl's hi-IN would print 'am'/'pm' in Latin letters).
 */
const clock = (language: Language): Intl.DateTimeFormatOptions =>
  language === 'en' ? { hour: 'numeric', minute: '2-digit' } : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };

/** A time of day: '7:30 pm' / 'शाम 7:30'. */
export function formatTime(value: DateLike, language: Language, timeZone?: string): string {
  return cached(
    `t|${language}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale(language), { ...clock(language), timeZone }),
  ).format(asDate(value));
}

/** A day and its time: '21 Dec 2026, 7:30 pm' / '21 दिस॰ 2026, शाम 7:30'. */
export function formatDateTime(value: DateLike, language: Language, timeZone?: string): string {
  return cached(
    `dt|${language}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', ...clock(language), timeZone }),
  ).format(asDate(value));
}

/** Days from today in words: 'today', 'tomorrow', 'in 3 days', 'yesterday' / 'आज', 'कल', '3 दिन में'. */
export function formatRelativeDays(days: number, language: Language): string {
  return cached(`r|${language}`, () => new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' })).format(Math.round(days), 'day');
}

const unit = (language: Language, name: 'hour' | 'minute') =>
  cached(`u|${language}|${name}`, () => new Intl.NumberFormat(locale(language), { style: 'unit', unit: name, unitDisplay: 'short' }));

/** A length of time in minutes: '45 mins', '2 hrs', '1 hr 30 mins' / '1 घं॰ 30 मि॰'. */
export function formatDuration(minutes: number, language: Language): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return unit(language, 'minute').format(rest);
  if (rest === 0) return unit(language, 'hour').format(hours);
  return `${unit(language, 'hour').format(hours)} ${unit(language, 'minute').format(rest)}`;
}
