import type { TFunction } from 'i18next';
import type { AssignmentKind, AssignmentStatus } from '../../../shared/classroom';
import { formatDateTime } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/languages';

/** Quiz, Study path, Study plan in the reader's language. */
export function kindLabel(t: TFunction<'classroom'>, kind: AssignmentKind): string {
  const labels: Record<AssignmentKind, string> = { quiz: t('Quiz'), 'study-path': t('Study path'), 'study-plan': t('Study plan') };
  return labels[kind];
}

/** An assignment's status in the reader's language. */
export function statusLabel(t: TFunction<'classroom'>, status: AssignmentStatus): string {
  const labels: Record<AssignmentStatus, string> = {
    'Not started': t('Not started'),
    'In progress': t('In progress'),
    Done: t('Done'),
    Late: t('Late'),
  };
  return labels[status];
}

/** A day and time in the reader's language, or a dash for none. */
export const formatWhen = (iso: string | null, language: Language) => (iso ? formatDateTime(iso, language) : '—');
