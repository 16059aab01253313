import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';
import type { Note, NotePreview } from '../../../shared/note';
import { Button } from '../../components/ui/button';
import { NoteCard } from './note-card';
import { useLoadMore } from './use-load-more';
import { useProgressiveList } from './use-progressive-list';

/** A whole note (the full list) or the card's fields of one (a page read from the server). */
export type CardNote = Note | NotePreview;

interface CardActions<T extends CardNote> {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onEdit: (note: T) => void;
  onDelete: (note: T) => void;
}

interface NoteCardsProps<T extends CardNote> extends CardActions<T> {
  notes: readonly T[];
  remaining: number;
  sentinel: Ref<HTMLButtonElement>;
  onShowMore: () => void;
  busy?: boolean;
}

/** 1, 2 or 3 columns as the screen widens (one again while the sidebar appears and leaves little room). */
function NoteCards<T extends CardNote>({
  notes,
  remaining,
  sentinel,
  onShowMore,
  busy,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: NoteCardsProps<T>) {
  const { t } = useTranslation('notes');
  return (
    <>
      <ul
        aria-label={t('Notes')}
        aria-busy={busy || undefined}
        className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3"
      >
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} selected={selected.has(note.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {remaining > 0 ? (
        <div className="flex justify-center">
          <Button ref={sentinel} variant="outline" onClick={onShowMore}>
            {t('Show more notes ({count, number} more)', { count: remaining })}
          </Button>
        </div>
      ) : null}
    </>
  );
}

interface NotesGridProps extends CardActions<Note> {
  notes: Note[];
  /** Changes with the search and subject filter: the grid starts again from its first page. */
  filterKey: string;
}

/** The full list, filtered in the browser, mounted a page of cards at a time. */
export function NotesGrid({ notes, filterKey, ...actions }: NotesGridProps) {
  const { visible, remaining, sentinel, showMore } = useProgressiveList(notes, filterKey);
  return <NoteCards notes={visible} remaining={remaining} sentinel={sentinel} onShowMore={showMore} {...actions} />;
}

interface PagedNotesGridProps extends CardActions<NotePreview> {
  notes: NotePreview[];
  /** How many notes the list or search holds on all its pages. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  busy: boolean;
}

/** Pages read from the server as they are reached (decision 037). */
export function PagedNotesGrid({ notes, total, hasMore, loadingMore, onLoadMore, busy, ...actions }: PagedNotesGridProps) {
  const loadMore = () => {
    if (!loadingMore) onLoadMore();
  };
  const sentinel = useLoadMore(hasMore && !loadingMore, loadMore, notes.length);
  // Notes added since the first page can make the count run short while a page remains.
  const remaining = hasMore ? Math.max(total - notes.length, 1) : 0;
  return <NoteCards notes={notes} remaining={remaining} sentinel={sentinel} onShowMore={loadMore} busy={busy} {...actions} />;
}
