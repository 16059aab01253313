import type { Note } from '../../../shared/note';
import { Button } from '../../components/ui/button';
import { NoteCard } from './note-card';
import { useProgressiveList } from './use-progressive-list';

interface NotesGridProps {
  notes: Note[];
  /** Changes with the search and subject filter: the grid starts again from its first page. */
  filterKey: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** 1, 2 or 3 columns as the screen widens (one again while the sidebar appears and leaves little room). */
export function NotesGrid({ notes, filterKey, selected, onToggle, onEdit, onDelete }: NotesGridProps) {
  const { visible, remaining, sentinel, showMore } = useProgressiveList(notes, filterKey);
  return (
    <>
      <ul aria-label="Notes" className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3">
        {visible.map((note) => (
          <NoteCard key={note.id} note={note} selected={selected.has(note.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {remaining > 0 ? (
        <div className="flex justify-center">
          <Button ref={sentinel} variant="outline" onClick={showMore}>
            Show more notes ({remaining} more)
          </Button>
        </div>
      ) : null}
    </>
  );
}
