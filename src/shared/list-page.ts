/**
 * Lists answered a page at a time (decisions 045 and 060): at most this many items an answer,
 * the newest first unless the list says otherwise. The body stays the list's own array; the next
 * page is named in the `x-next-cursor` response header and read with `?cursor=`.
 */
export const LIST_PAGE_SIZE = 100;

/** Response header of a paged list: the `cursor` query of the next page, absent on the last. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The longest cursor a paged list accepts (every cursor it writes is far shorter). */
export const LIST_CURSOR_MAX_CHARS = 500;

export const LIST_MESSAGES = {
  cursorInvalid: 'This page is no longer available: please reload the list.',
} as const;
