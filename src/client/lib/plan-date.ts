import { formatDate } from '../../shared/i18n/format';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** A plan date in the reader's language and time zone, as the app shows its other dates ('21 Dec 2026', '21 दिस॰ 2026'). */
export function formatPlanDay(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return formatDate(iso, language);
}
