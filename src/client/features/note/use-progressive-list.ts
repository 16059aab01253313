import { useState } from 'react';
import { NOTE_PAGING } from '../../../shared/note';
import { useLoadMore } from './use-load-more';

export const NOTES_PAGE_SIZE = NOTE_PAGING.pageSize;

/**
 * Renders a long list a page at a time: the first page at once, the next when the end comes within
 * a screen of the viewport (or on a click of the "show more" button it watches). Mounting a
 * thousand cards at every keystroke is what makes a search box lag; mounting 48 is not.
 * `resetKey` (the filter) starts again from the first page; a changed list alone does not, so
 * saving or deleting a note far down keeps the user's place.
 */
export function useProgressiveList<T>(items: readonly T[], resetKey: string) {
  const [limit, setLimit] = useState<number>(NOTES_PAGE_SIZE);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setLimit(NOTES_PAGE_SIZE);
  }
  const hasMore = items.length > limit;
  const showMore = () => setLimit((current) => current + NOTES_PAGE_SIZE);
  const sentinel = useLoadMore(hasMore, showMore, limit);

  return { visible: hasMore ? items.slice(0, limit) : items, remaining: Math.max(items.length - limit, 0), sentinel, showMore };
}
