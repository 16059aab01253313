import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { NotePage, NotePreviewPage } from '../../../../shared/note';
import { apiJson } from '../../../lib/api';
import { NOTES_KEY } from '../../../lib/query-keys';
import { SEARCH_TIMING } from '../search-timing';

export interface NotePagesFilter {
  /** The search box's text, trimmed; empty for the list itself. */
  search: string;
  /** A subject, or undefined for all of them. */
  subject?: string;
}

function pageUrl({ search, subject }: NotePagesFilter, cursor: string | undefined): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (subject !== undefined) params.set('subject', subject);
  if (cursor) params.set('cursor', cursor);
  return `${search ? '/api/notes/search' : '/api/notes/previews'}?${params}`;
}

async function fetchPage(filter: NotePagesFilter, cursor: string | undefined): Promise<NotePage | NotePreviewPage> {
  if (!filter.search) return apiJson<NotePreviewPage>('GET', pageUrl(filter, cursor));
  // The search's own time, beside the keystroke-to-paint figure (as the in-browser filter's is).
  const start = performance.now();
  const page = await apiJson<NotePage>('GET', pageUrl(filter, cursor));
  performance.measure(SEARCH_TIMING.filter, { start, end: performance.now() });
  return page;
}

/**
 * The user's notes as cards, a page at a time: the list newest first, or a search's matches best
 * first. Under the notes' key, so saving or deleting a note refreshes the pages with the list.
 * While a new search runs, the last one's cards stay.
 */
export function useNotePages(filter: NotePagesFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...NOTES_KEY, 'pages', filter.search, filter.subject ?? null],
    queryFn: ({ pageParam }) => fetchPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}
