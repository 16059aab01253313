const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a summary was saved, in the reader's own locale and time zone. */
export const formatSavedAt = (iso: string) => dateFormat.format(new Date(iso));
