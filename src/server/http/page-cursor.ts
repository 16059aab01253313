import { LIST_MESSAGES } from '../../shared/list-page';
import { isUuid } from '../../shared/uuid';
import { badRequest } from '../http-error';

/**
 * Where a page ends, as the exact sort key of its last row: the creation time to the microsecond
 * (a millisecond Date would skip or repeat rows saved in the same millisecond), the id, and for a
 * notes search the note's rank as the database printed it, so it compares equal again.
 */
export interface PageKey {
  createdAt: string;
  id: string;
  rank?: string;
}

/** Where a page of a list sorted by name (decks) ends: the last row's name and id. */
export interface NameKey {
  name: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const RANK = /^\d+(?:\.\d+)?(?:e-?\d+)?$/;

const encode = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The parts a cursor holds, or a 400 with `message` when it was not made here. */
function parts(cursor: string, length: number, message: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(message);
  }
  if (!Array.isArray(value) || value.length !== length) throw badRequest(message);
  return value as unknown[];
}

export function encodeCursor({ createdAt, id, rank }: PageKey): string {
  return encode(rank === undefined ? [createdAt, id] : [createdAt, id, rank]);
}

/** The key a cursor holds; a cursor of the other kind of list, or one not made here, is a 400. */
export function decodeCursor(cursor: string, ranked: boolean, message: string = LIST_MESSAGES.cursorInvalid): PageKey {
  const [createdAt, id, rank] = parts(cursor, ranked ? 3 : 2, message);
  const valid =
    typeof createdAt === 'string' &&
    CREATED_AT.test(createdAt) &&
    !Number.isNaN(Date.parse(createdAt)) &&
    typeof id === 'string' &&
    isUuid(id) &&
    (!ranked || (typeof rank === 'string' && RANK.test(rank)));
  if (!valid) throw badRequest(message);
  return ranked ? { createdAt, id, rank: rank as string } : { createdAt, id };
}

export function encodeNameCursor({ name, id }: NameKey): string {
  return encode(['name', name, id]);
}

/** The key of a cursor of a list sorted by name; any other cursor is a 400. */
export function decodeNameCursor(cursor: string, maxChars: number): NameKey {
  const [kind, name, id] = parts(cursor, 3, LIST_MESSAGES.cursorInvalid);
  const valid = kind === 'name' && typeof name === 'string' && name.length <= maxChars && typeof id === 'string' && isUuid(id);
  if (!valid) throw badRequest(LIST_MESSAGES.cursorInvalid);
  return { name: name as string, id: id as string };
}
