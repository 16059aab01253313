import { NOTE_MESSAGES } from '../../../shared/note';
import { isUuid } from '../../../shared/uuid';
import { badRequest } from '../../http-error';

/**
 * Where a page ends, as the exact sort key of its last note: the creation time to the
 * microsecond (a millisecond Date would skip or repeat notes saved in the same millisecond), the
 * id, and for a search the note's rank as the database printed it, so it compares equal again.
 */
export interface PageKey {
  createdAt: string;
  id: string;
  rank?: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const RANK = /^\d+(?:\.\d+)?(?:e-?\d+)?$/;

export function encodeCursor({ createdAt, id, rank }: PageKey): string {
  return Buffer.from(JSON.stringify(rank === undefined ? [createdAt, id] : [createdAt, id, rank])).toString('base64url');
}

/** The key a cursor holds; a cursor of the other kind of list, or one not made here, is a 400. */
export function decodeCursor(cursor: string, ranked: boolean): PageKey {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(NOTE_MESSAGES.cursorInvalid);
  }
  if (!Array.isArray(parts) || parts.length !== (ranked ? 3 : 2)) throw badRequest(NOTE_MESSAGES.cursorInvalid);
  const [createdAt, id, rank] = parts as unknown[];
  const valid =
    typeof createdAt === 'string' &&
    CREATED_AT.test(createdAt) &&
    !Number.isNaN(Date.parse(createdAt)) &&
    typeof id === 'string' &&
    isUuid(id) &&
    (!ranked || (typeof rank === 'string' && RANK.test(rank)));
  if (!valid) throw badRequest(NOTE_MESSAGES.cursorInvalid);
  return ranked ? { createdAt, id, rank: rank as string } : { createdAt, id };
}
