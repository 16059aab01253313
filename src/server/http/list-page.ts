import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema, notModifiedSchema } from '../../shared/api.schema';
import { LIST_PAGE_SIZE, NEXT_CURSOR_HEADER } from '../../shared/list-page';
import { listPageQuerySchema } from '../../shared/list-page.schema';
import { currentUser } from '../auth/plugin';
import { cachedList, type ListCache } from './list-cache';
import { encodeCursor } from './page-cursor';

/** One page of a list (decision 060): its items, and the cursor of the next page when more follow. */
export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/** How many rows a page reads: one more than it shows says another page follows. */
export const PAGE_ROWS = LIST_PAGE_SIZE + 1;

/**
 * The page made of rows read newest first (or oldest first) with PAGE_ROWS as the limit: the first
 * LIST_PAGE_SIZE of them, and a cursor past the last one shown when a row was left over.
 */
export function pageOf<R extends { createdAtKey: string; id: string }, T>(rows: R[], toItem: (row: R) => T): Page<T> {
  const shown = rows.slice(0, LIST_PAGE_SIZE);
  const last = shown.at(-1);
  const items = shown.map(toItem);
  return rows.length > LIST_PAGE_SIZE && last
    ? { items, nextCursor: encodeCursor({ createdAt: last.createdAtKey, id: last.id }) }
    : { items };
}

/**
 * Answers one page of a cached list (decision 038): each page is kept under its own name, so a
 * browser revalidates any page with its tag and gets a 304 while nothing of the user's changed.
 */
export function sendPage<S extends z.ZodType>(
  lists: ListCache,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, name, cursor, schema }: { userId: string; name: string; cursor: string | undefined; schema: S },
  read: () => Promise<{ items: z.output<S>; nextCursor?: string }>,
): Promise<void> | undefined {
  return lists.send(request, reply, userId, cursor === undefined ? name : `${name}?cursor=${cursor}`, async () => {
    const page = await read();
    return { ...cachedList(userId, schema, page.items), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  });
}

/**
 * `GET url`: the signed-in user's cached list a page at a time, `?cursor=` naming the page (the
 * x-next-cursor header of the one before), answered by `read`.
 */
export function getKeptPages<S extends z.ZodType>(
  app: FastifyInstance,
  lists: ListCache,
  { url, name, schema }: { url: string; name: string; schema: S },
  read: (userId: string, cursor: string | undefined) => Promise<{ items: z.output<S>; nextCursor?: string }>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    // Widened for the type checker only (a generic schema leaves the reply type unresolved); the
    // route still documents and serializes with `schema`.
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: schema as z.ZodType, 304: notModifiedSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const userId = currentUser(request).id;
      const { cursor } = request.query;
      return sendPage(lists, request, reply, { userId, name, cursor, schema }, () => read(userId, cursor));
    },
  );
}

/** A page answered without the list cache (lists that depend on the time of day): its items, the cursor in the header. */
export function pageItems<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
