/** A plan date in the reader's language and time zone, as the app shows its other dates ('21 Dec 2026', 'Dec 21, 2026'). */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatPlanDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}
