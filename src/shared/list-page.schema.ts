import { z } from 'zod';
import { LIST_CURSOR_MAX_CHARS, LIST_MESSAGES } from './list-page';

/** The `cursor` query of a paged list: the x-next-cursor header of the page before, as it came. */
export const listCursorSchema = z
  .string({ error: LIST_MESSAGES.cursorInvalid })
  .max(LIST_CURSOR_MAX_CHARS, LIST_MESSAGES.cursorInvalid)
  .optional();

/** GET of a paged list: the first page, or the one `cursor` names. */
export const listPageQuerySchema = z.object({ cursor: listCursorSchema });
