import { formatDateTime } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/languages';

/** When a summary was saved, in the screens' language and the reader's time zone. */
export const formatSavedAt = (iso: string, language: Language) => formatDateTime(iso, language);
