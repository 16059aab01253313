import { stripControlChars } from '../../../shared/control-chars';

// Control characters arrive raw or as character references (&#1;) alike, so they are removed from
// what a parser returns: PostgreSQL refuses NUL in text, and none of them is text to study.

/** One line of page text: no control characters, whitespace collapsed; undefined when nothing is left. */
export const cleanLine = (value: string | null | undefined) => (value && stripControlChars(value).replace(/\s+/g, ' ').trim()) || undefined;

/** The last path segment of the link (decoded), else its host: the title of a page that names none. */
export function fallbackTitle(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const last = pathname.split('/').filter(Boolean).pop();
    return (last && cleanLine(decodeURIComponent(last))) || hostname;
  } catch {
    return stripControlChars(url);
  }
}
