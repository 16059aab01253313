import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../shared/list-page';

/** The most list text one instance keeps: a thousand students' lists of 50 notes, or ten of 1,000. */
export const LIST_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** A list answer as sent: its JSON and the weak tag browsers revalidate it with. */
export interface CachedList {
  etag: string;
  json: string;
  /** Where the next page starts, when the list is answered a page at a time and more follow. */
  nextCursor?: string;
}

export interface ListCache {
  /**
   * Answers the user's list `name` (one per route and query) from memory when this instance holds
   * it, else from `read`, keeping what it read; 304 when the browser's copy has the same tag.
   * Answered from memory, it is sent at once and nothing is returned (a route returns this as it
   * is, without being async): no promise is made for the most frequent answer of the API.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    name: string,
    read: () => Promise<CachedList>,
  ): Promise<void> | undefined;
  /** Drops every list of this user, and keeps a read already under way from being kept. */
  forgetUser(userId: string): void;
  forgetAll(): void;
  /** Changes can no longer be heard: keep nothing, serve nothing kept, until `trust` again. */
  distrust(): void;
  trust(): void;
}

/** The user id is part of the tag: a browser shared by two accounts must not reuse one's list for the other. */
export function listTag(userId: string, version: string): string {
  return `W/"${createHash('sha256').update(`${userId}:${version}`).digest('base64url').slice(0, 27)}"`;
}

/** A list value as its route's serializer would write it, tagged by its content. */
export function cachedList<T extends z.ZodType>(userId: string, schema: T, value: z.output<T>): CachedList {
  const json = JSON.stringify(z.encode(schema, value));
  return { etag: listTag(userId, json), json };
}

/** A list as it is kept and sent: its bytes, encoded once rather than on every answer. */
interface ReadyList {
  etag: string;
  body: Buffer;
  nextCursor?: string;
}

const ready = (list: CachedList): ReadyList => ({ etag: list.etag, body: Buffer.from(list.json), nextCursor: list.nextCursor });

function answer(request: FastifyRequest, reply: FastifyReply, list: ReadyList): FastifyReply {
  reply.header('etag', list.etag).header('cache-control', 'private, no-cache');
  if (list.nextCursor) reply.header(NEXT_CURSOR_HEADER, list.nextCursor);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(list.etag)) return reply.status(304).send();
  // Bytes skip the route's serializer; they were written by it (cachedList) or match its schema.
  return reply.type('application/json; charset=utf-8').send(list.body);
}

/**
 * Each user's last list answers, kept until a change to one of that user's rows is heard
 * (decision 038): this instance's own writes at once, other instances' and the database's through
 * the change feed. Least recently used users are dropped first past `maxBytes`.
 */
export function createListCache(maxBytes = LIST_CACHE_MAX_BYTES): ListCache {
  const users = new Map<string, Map<string, ReadyList>>();
  const reading = new Map<string, Set<{ stale: boolean }>>();
  let bytes = 0;
  let trusted = false;
  const size = (list: ReadyList) => list.body.length + (list.etag.length + (list.nextCursor?.length ?? 0)) * 2;

  const dropUser = (userId: string) => {
    const lists = users.get(userId);
    if (!lists) return;
    for (const list of lists.values()) bytes -= size(list);
    users.delete(userId);
  };

  const keep = (userId: string, name: string, list: ReadyList) => {
    if (size(list) > maxBytes) return;
    const lists = users.get(userId) ?? new Map<string, ReadyList>();
    users.delete(userId);
    users.set(userId, lists);
    const previous = lists.get(name);
    if (previous) bytes -= size(previous);
    lists.set(name, list);
    bytes += size(list);
    while (bytes > maxBytes) {
      const oldest = users.keys().next().value!;
      dropUser(oldest);
    }
  };

  const kept = (userId: string, name: string) => {
    const lists = users.get(userId);
    const list = lists?.get(name);
    if (!list) return undefined;
    // Most recently used last: the first key is the one to drop when full.
    users.delete(userId);
    users.set(userId, lists!);
    return list;
  };

  const forgetAll = () => {
    users.clear();
    bytes = 0;
    for (const reads of reading.values()) for (const read of reads) read.stale = true;
  };

  /** Reads the list, keeping it only if no change to the user's rows was heard while reading. */
  const readAndKeep = async (userId: string, name: string, read: () => Promise<CachedList>): Promise<ReadyList> => {
    if (!trusted) return ready(await read());
    const token = { stale: false };
    const reads = reading.get(userId) ?? new Set();
    reading.set(userId, reads.add(token));
    try {
      const list = ready(await read());
      if (!token.stale && trusted) keep(userId, name, list);
      return list;
    } finally {
      reads.delete(token);
      if (reads.size === 0) reading.delete(userId);
    }
  };

  return {
    send(request, reply, userId, name, read) {
      const list = trusted ? kept(userId, name) : undefined;
      if (list) {
        answer(request, reply, list);
        return undefined;
      }
      return readAndKeep(userId, name, read).then((read) => {
        answer(request, reply, read);
      });
    },
    forgetUser(userId) {
      dropUser(userId);
      for (const read of reading.get(userId) ?? []) read.stale = true;
    },
    forgetAll,
    distrust() {
      trusted = false;
      forgetAll();
    },
    trust() {
      forgetAll();
      trusted = true;
    },
  };
}
