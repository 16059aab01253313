// Small wording helpers shared by the planners, so every plan phrases hours and lists alike.

/** "1 hour", "1.5 hours": rounded to the half hour, because nobody plans 1.37 hours. */
export function formatHours(hours: number): string {
  const rounded = Math.max(0.5, Math.round(hours * 2) / 2);
  return rounded === 1 ? '1 hour' : `${rounded} hours`;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Trims and drops a closing full stop so the text can sit inside a sentence. */
export const clause = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
