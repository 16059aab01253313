import type { TFunction } from 'i18next';
import type { AuditAction } from '../../../shared/admin';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { LANGUAGE_LOCALES, type Language } from '../../../shared/i18n/languages';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** '12.4 MB', with the language's digits and unit names. */
export function formatBytes(bytes: number, language: Language): string {
  let value = bytes;
  let unit: (typeof UNITS)[number] | 'byte' = 'byte';
  for (const next of UNITS) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const digits = unit === 'byte' || value >= 10 ? 0 : 1;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}

/** '21 Dec 2026' (the UTC day, as the plans count it), or a dash for never. */
export const formatDay = (iso: string | null, language: Language) => (iso ? formatDate(iso, language, { timeZone: 'UTC' }) : '—');

/** '21 Dec 2026, 2:05 pm' in the browser's zone, for the audit log. */
export const formatMoment = (iso: string, language: Language) => formatDateTime(iso, language);

/** What an audit entry records, in the reader's language. */
export function auditLabel(t: TFunction<'admin'>, action: AuditAction): string {
  const labels: Record<AuditAction, string> = {
    set_plan: t('Set plan'),
    disable: t('Disabled'),
    enable: t('Enabled'),
    delete: t('Deleted'),
    password_reset: t('Sent password reset'),
    reset_link: t('Made reset link'),
    make_admin: t('Made administrator'),
    ai_test: t('Tested AI provider'),
  };
  return labels[action];
}
