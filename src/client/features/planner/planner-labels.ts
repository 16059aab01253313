import type { TFunction } from 'i18next';
import { formatDay } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/languages';
import type { PlannerPriority } from '../../../shared/planner';

/** High, Medium or Low priority in the reader's language. */
export function priorityLabel(t: TFunction<'planner'>, priority: PlannerPriority): string {
  if (priority === 'high') return t('High priority');
  return priority === 'medium' ? t('Medium priority') : t('Low priority');
}

/** "Mon, 2 Mar 2026" for a YYYY-MM-DD date, as that calendar day wherever the reader is. */
export function formatPlanDate(date: string, language: Language): string {
  return formatDay(date, language, { weekday: true });
}

/** "12 days left", "1 day left", "Exam today" or "Exam passed". */
export function daysLeftText(t: TFunction<'planner'>, days: number): string {
  if (days < 0) return t('Exam passed');
  return t('{days, plural, =0 {Exam today} one {# day left} other {# days left}}', { days });
}
