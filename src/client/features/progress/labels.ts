import type { TFunction } from 'i18next';
import { LANGUAGE_LOCALES, type Language } from '../../../shared/i18n/languages';
import { GENERAL_SUBJECT, type LearnerConcept } from '../../../shared/learner';

/** Where a concept's evidence came from, in the reader's language. */
export function sourceKindLabel(t: TFunction<'progress'>, kind: LearnerConcept['sources'][number]['kind']): string {
  const labels: Record<typeof kind, string> = {
    quiz: t('Quiz'),
    card: t('Card'),
    doubt: t('Doubt'),
    'study-path': t('Study path'),
    note: t('Note'),
  };
  return labels[kind];
}

/** A subject's heading: the catch-all subject is the screen's word, any other the student's. */
export const subjectLabel = (t: TFunction<'progress'>, subject: string) => (subject === GENERAL_SUBJECT ? t('General') : subject);

/** A week of days from a Monday (1 Jan 2024), so getDay() 0 (Sunday) … 6 find their day. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day === 0 ? 7 : day));

/** 'Mon' / 'सोम', 'Monday' / 'सोमवार' for JavaScript's getDay() number, in the language's own names. */
export function weekdayName(day: number, language: Language, width: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { weekday: width, timeZone: 'UTC' }).format(weekdayDate(day));
}
