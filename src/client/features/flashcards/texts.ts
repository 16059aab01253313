import type { TFunction } from 'i18next';
import type { CardSourceKind } from '../../../shared/flashcards';

/**
 * A grade's interval as the server writes it ('1 min', '6 h', '3 d', '2 mo', '1.5 y'), in the
 * screens' language; anything else as it came.
 */
export function intervalText(t: TFunction<'flashcards'>, label: string): string {
  const match = /^(\d+(?:\.\d+)?) (min|h|d|mo|y)$/.exec(label);
  if (!match) return label;
  const count = Number(match[1]);
  switch (match[2]) {
    case 'min':
      return t('{count, number} min', { count });
    case 'h':
      return t('{count, number} h', { count });
    case 'd':
      return t('{count, number} d', { count });
    case 'mo':
      return t('{count, number} mo', { count });
    default:
      return t('{count, number} y', { count });
  }
}

/** Where a card came from, as its badge says it ('quiz', 'note'…). */
export function sourceLabel(t: TFunction<'flashcards'>, kind: Exclude<CardSourceKind, 'manual'>): string {
  const labels: Record<Exclude<CardSourceKind, 'manual'>, string> = {
    quiz: t('quiz'),
    note: t('note'),
    summary: t('summary'),
    text: t('text'),
    doubt: t('doubt'),
    import: t('import'),
  };
  return labels[kind];
}
