import { formatDate, formatDateTime } from '../../shared/i18n/format';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** In English, the reader's own locale's order ('21 Dec 2026', 'Dec 21, 2026'), as the app shows its other dates. */
const browserDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A plan date in the reader's language and time zone ('Dec 21, 2026', '21 दिस॰ 2026'). */
export function formatPlanDay(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? browserDateFormat.format(new Date(iso)) : formatDate(iso, language);
}

const browserDateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment (a note's last change, a session's activity) in the reader's language, English in the reader's own locale. */
export function formatReaderDateTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === DEFAULT_LANGUAGE ? browserDateTimeFormat.format(new Date(iso)) : formatDateTime(iso, language);
}
