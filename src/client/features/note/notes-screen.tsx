import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Note, NOTE_TOASTS, type NotesExportRequest } from '../../../shared/note';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useDeleteNote } from './api/delete-note';
import { useNotes } from './api/get-notes';
import { CreateNoteDialog } from './create-note-dialog';
import { DeleteNoteDialog } from './delete-note-dialog';
import { EditNoteDialog } from './edit-note-dialog';
import { ALL_SUBJECTS, distinctSubjects, filterNotes, isFilterActive, toSearchable } from './filter-notes';
import { preloadEditor } from './lazy-editor';
import { NotesEmpty } from './notes-empty';
import { NotesFilters } from './notes-filters';
import { NotesGrid } from './notes-grid';
import { NotesHeader } from './notes-header';
import { NotesLoadState } from './notes-load-state';
import { markSearchInput, timedFilter, useMeasureSearchPaint } from './search-timing';
import { SelectionBar } from './selection-bar';
import { useNoteSelection } from './use-note-selection';
import { useReturnFocus } from './use-return-focus';

const countLabel = (count: number) => (count === 1 ? '1 note' : `${count.toLocaleString()} notes`);

export function NotesScreen() {
  const { data: notes, isPending, isError, error, refetch } = useNotes();
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  // Typing stays instant: the grid follows one step behind when it has many cards to change.
  const deferredSearch = useDeferredValue(search);

  const searchable = useMemo(() => toSearchable(notes ?? []), [notes]);
  const subjects = useMemo(() => distinctSubjects(notes ?? []), [notes]);
  const filtered = useMemo(
    () => timedFilter(() => filterNotes(searchable, { search: deferredSearch, subject })),
    [searchable, deferredSearch, subject],
  );
  useMeasureSearchPaint(filtered);

  const selection = useNoteSelection(notes);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<{ note: Note; session: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const deleteNote = useDeleteNote();

  const newNoteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(newNoteButton);
  const { remember } = returnFocus;

  useEffect(() => {
    document.title = 'Notes · Studium';
  }, []);
  useEffect(() => {
    if (notes) preloadEditor();
  }, [notes]);

  const openCreate = useCallback(() => {
    remember();
    setCreateOpen(true);
  }, [remember]);
  const openEdit = useCallback(
    (note: Note) => {
      remember();
      setEditing((current) => ({ note, session: (current?.session ?? 0) + 1 }));
      setEditOpen(true);
    },
    [remember],
  );
  const openDelete = useCallback(
    (note: Note) => {
      remember();
      setDeleting(note);
    },
    [remember],
  );

  // The confirmed note's card (and the button that opened the dialog) is about to go.
  const deleteConfirmed = useRef(false);
  const afterDeleteDialog = (event: Event) => {
    if (!deleteConfirmed.current) return returnFocus.onCloseAutoFocus(event);
    deleteConfirmed.current = false;
    event.preventDefault();
    newNoteButton.current?.focus();
  };

  const confirmDelete = (note: Note) => {
    deleteConfirmed.current = true;
    deleteNote.mutate(note.id, {
      onSuccess: () => {
        selection.remove(note.id);
        toast({ title: NOTE_TOASTS.deletedTitle, description: NOTE_TOASTS.deleted });
      },
      onError: (cause) =>
        toast({ title: NOTE_TOASTS.errorTitle, description: errorMessage(cause, NOTE_TOASTS.deleteFailed), variant: 'destructive' }),
    });
  };

  const exportSelection: NotesExportRequest =
    selection.count > 0 ? { noteIds: selection.ids } : subject !== ALL_SUBJECTS ? { subject } : {};

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <NotesHeader
        newNoteButton={newNoteButton}
        onCreate={openCreate}
        exportSelection={exportSelection}
        selectedCount={selection.count}
        hasNotes={(notes?.length ?? 0) > 0}
      />

      <NotesFilters
        search={search}
        onSearchChange={(value) => {
          markSearchInput();
          setSearch(value);
        }}
        subject={subject}
        onSubjectChange={setSubject}
        subjects={subjects}
      />

      {notes && notes.length > 0 ? (
        <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="notes-count">
          {filtered.length === notes.length
            ? countLabel(notes.length)
            : `${filtered.length.toLocaleString()} of ${countLabel(notes.length)}`}
        </p>
      ) : null}

      {selection.count > 0 ? (
        <SelectionBar
          count={selection.count}
          onSelectAll={() => selection.set(filtered.map((note) => note.id))}
          onClear={selection.clear}
        />
      ) : null}

      {isPending || isError ? (
        <NotesLoadState error={isError ? error : null} onRetry={() => void refetch()} />
      ) : filtered.length === 0 ? (
        <NotesEmpty filtered={isFilterActive({ search: deferredSearch, subject })} onCreate={openCreate} />
      ) : (
        <NotesGrid
          notes={filtered}
          filterKey={`${deferredSearch}\u0000${subject}`}
          selected={selection.selected}
          onToggle={selection.toggle}
          onEdit={openEdit}
          onDelete={openDelete}
        />
      )}

      <CreateNoteDialog open={createOpen} onOpenChange={setCreateOpen} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
      {editing ? (
        <EditNoteDialog
          key={`${editing.note.id}:${editing.session}`}
          note={editing.note}
          open={editOpen}
          onOpenChange={setEditOpen}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        />
      ) : null}
      <DeleteNoteDialog
        note={deleting}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        onCloseAutoFocus={afterDeleteDialog}
      />
    </div>
  );
}
