import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../shared/list-page';
import { settleResponse } from './api';

/** One page of a list the server answers a page at a time (decision 060). */
export interface ListPage<T> {
  items: T[];
  /** The `cursor` of the next page (the answer's x-next-cursor header); null on the last page. */
  nextCursor: string | null;
}

/** The pages of a paged list read so far. */
export type PagedData<T> = InfiniteData<ListPage<T> | null, unknown>;

/** `path` with the page's cursor added to its query. */
export function withCursor(path: string, cursor: string | undefined): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** GET one page: the array of the body and the next page's cursor from the header. With `on401: 'returnNull'` a 401 is null. */
export async function fetchListPage<T>(
  path: string,
  cursor: string | undefined,
  on401: 'returnNull' | 'throw',
): Promise<ListPage<T> | null> {
  const response = await fetch(withCursor(path, cursor), { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await settleResponse(response);
  return { items: (await response.json()) as T[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * A list read a page at a time under the key `[path, ...more]`, the key the list always had: a
 * mutation that invalidates it reads its pages again.
 */
export function pagedListOptions<T>(
  path: string,
  { on401 = 'throw', key = [path] }: { on401?: 'returnNull' | 'throw'; key?: unknown[] } = {},
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchListPage<T>(path, pageParam, on401),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T> | null) => last?.nextCursor ?? undefined,
  });
}

/** Every item of the pages read so far; null when the list answered 401, undefined before it answered. */
export function pagedItems<T>(data: PagedData<T> | undefined): T[] | null | undefined {
  if (!data) return undefined;
  if (data.pages[0] === null) return null;
  return data.pages.flatMap((page) => page?.items ?? []);
}

/** The pages with `change` applied to each one's items: for a mutation that edits the list in place. */
export function mapPages<T>(data: PagedData<T> | undefined, change: (items: T[], index: number) => T[]): PagedData<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page, index) => page && { ...page, items: change(page.items, index) }) };
}
