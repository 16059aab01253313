import { isUuid } from '../../shared/uuid';
import { notFound } from '../http-error';

/** `id` when it can name a record; a malformed one is answered 404 with `notFoundMessage`, like any unknown id, without asking the database. */
export function checkedId(id: string, notFoundMessage: string): string {
  if (!isUuid(id)) throw notFound(notFoundMessage);
  return id;
}
