import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NOTE_PAGING, type NotePreviewPage } from '../../../shared/note';
import { useUser } from '../../lib/auth/get-user';
import { notesQueryOptions } from './api/get-notes';
import { useNotePages } from './api/get-note-pages';
import { ALL_SUBJECTS } from './filter-notes';
import { useDebouncedValue } from './use-debounced-value';

/** A pause in typing this long sends the search box's text to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the /notes screen reads (decision 037). The first page of cards comes first and tells how
 * many notes there are. Up to a screenful, the screen then reads the full list and filters it in
 * the browser, as it always has. Past one, it keeps to pages of cards: the list newest first, or
 * the server's search (after a pause in typing) and subject filter. Both find the same notes: those
 * whose title, text or tags contain the search box's text, whatever the case (decision 064); the
 * server's answer comes best match first.
 */
export function useNotesView(search: string, subject: string) {
  const { user } = useUser();
  const overview = useNotePages({ search: '' }, Boolean(user));
  const first = overview.data?.pages[0] as NotePreviewPage | undefined;
  const paged = first !== undefined && first.total > NOTE_PAGING.screenful;
  const full = useQuery({ ...notesQueryOptions(), enabled: first !== undefined && !paged });

  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filterActive = typed !== '' || subject !== ALL_SUBJECTS;
  const filter = { search: typed, subject: subject === ALL_SUBJECTS ? undefined : subject };
  const filtered = useNotePages(filter, paged && filterActive);

  // Until a filter's first answer, the list stays on screen (marked busy) rather than emptying.
  const shown = paged && filterActive && filtered.data ? filtered : overview;
  const cards = useMemo(() => shown.data?.pages.flatMap((page) => page.notes) ?? [], [shown.data]);

  return {
    paged,
    full,
    overview,
    /** Every distinct subject among all of the user's notes. */
    subjects: first?.subjects ?? [],
    total: first?.total ?? 0,
    pages: paged
      ? {
          cards,
          data: shown.data,
          filterActive,
          matching: shown.data?.pages[0]?.total ?? 0,
          hasMore: shown.hasNextPage,
          loadingMore: shown.isFetchingNextPage,
          // A second call while a page is on its way (the observer and a click together) waits for it.
          loadMore: () => void shown.fetchNextPage({ cancelRefetch: false }),
          /** Every filtered note's id ('Select All'): the pages not yet read are read first. */
          everyId: async () => {
            let state: Pick<typeof shown, 'data' | 'hasNextPage'> = shown;
            while (state.hasNextPage) state = await shown.fetchNextPage({ cancelRefetch: false });
            return state.data?.pages.flatMap((page) => page.notes.map((note) => note.id)) ?? [];
          },
          error: filterActive ? filtered.error : null,
          retry: () => void filtered.refetch(),
          // The text differs from what was searched, or its answer is on its way.
          searching: search.trim() !== typed || (filterActive && (filtered.isPlaceholderData || !filtered.data)),
        }
      : null,
  };
}
