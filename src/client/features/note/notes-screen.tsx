import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Note, NOTE_TOASTS, type NotesExportRequest } from '../../../shared/note';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { keepNote } from '../../lib/offline/offline-store';
import { NOTES_KEY } from '../../lib/query-keys';
import { useDeleteNote } from './api/delete-note';
import { CreateNoteDialog } from './create-note-dialog';
import { EditNoteDialog } from './edit-note-dialog';
import { ALL_SUBJECTS, distinctSubjects, filterNotes, isFilterActive, toSearchable } from './filter-notes';
import { preloadEditor } from './lazy-editor';
import { NotesEmpty } from './notes-empty';
import { NotesFilters } from './notes-filters';
import { type CardNote, NotesGrid, PagedNotesGrid } from './notes-grid';
import { NotesHeader } from './notes-header';
import { NotesLoadState } from './notes-load-state';
import { markSearchInput, timedFilter, useMeasureSearchPaint } from './search-timing';
import { SelectionBar } from './selection-bar';
import { useNoteSelection } from './use-note-selection';
import { useNotesView } from './use-notes-view';
import { NOTES_PAGE_TEXTS } from './notes-texts';
import { useReturnFocus } from './use-return-focus';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

export function NotesScreen() {
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const view = useNotesView(search, subject);
  const { t } = useTranslation('notes');
  const countLabel = (count: number) => t('{count, plural, one {# note} other {# notes}}', { count });
  const countOf = (matching: number, count: number) =>
    t('{matching, number} of {count, plural, one {# note} other {# notes}}', { matching, count });
  const { pages } = view;
  const notes = pages ? undefined : view.full.data;
  // Typing stays instant: the grid follows one step behind when it has many cards to change.
  const deferredSearch = useDeferredValue(search);

  const searchable = useMemo(() => toSearchable(notes ?? []), [notes]);
  const paged = pages !== null;
  const subjects = useMemo(() => (paged ? view.subjects : distinctSubjects(notes ?? [])), [paged, view.subjects, notes]);
  const filtered = useMemo(
    () => (paged ? [] : timedFilter(() => filterNotes(searchable, { search: deferredSearch, subject }))),
    [paged, searchable, deferredSearch, subject],
  );
  useMeasureSearchPaint(pages ? pages.data : filtered);

  const load = pages ? view.overview : view.overview.isSuccess ? view.full : view.overview;
  const isPending = load.isPending;
  const isError = load.isError;
  const error = load.error;
  const refetch = () => void Promise.all([view.overview.refetch(), ...(pages ? [] : [view.full.refetch()])]);
  const total = pages ? view.total : (notes?.length ?? 0);

  // Past a screenful the cards are pages of the server's answers: a selection outlives a search.
  const selection = useNoteSelection(pages ? undefined : notes);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<{ note: Note; session: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<CardNote | null>(null);
  const deleteNote = useDeleteNote();
  const queryClient = useQueryClient();

  const newNoteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(newNoteButton);
  const { remember } = returnFocus;

  useDocumentTitle(pageTitle(t('Notes')));
  useEffect(() => {
    if (notes) preloadEditor();
  }, [notes]);

  const openCreate = useCallback(() => {
    remember();
    setCreateOpen(true);
  }, [remember]);
  const openEdit = useCallback(
    (card: CardNote) => {
      remember();
      const open = (note: Note) => {
        // An opened note can be read offline later (decision 076).
        void keepNote(note).catch(() => {});
        setEditing((current) => ({ note, session: (current?.session ?? 0) + 1 }));
        setEditOpen(true);
      };
      if ('content' in card) return open(card);
      // A card from a page carries no content: the dialog opens on the note as stored now.
      queryClient
        .fetchQuery<Note>({ queryKey: [...NOTES_KEY, card.id], staleTime: 0 })
        .then(open)
        .catch((cause: unknown) =>
          toast({
            title: t(NOTE_TOASTS.errorTitle),
            description: errorMessage(cause, t(NOTES_PAGE_TEXTS.openFailed)),
            variant: 'destructive',
          }),
        );
    },
    [remember, queryClient, t],
  );
  const openDelete = useCallback(
    (note: CardNote) => {
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

  const confirmDelete = (note: Pick<Note, 'id' | 'title'>) => {
    deleteConfirmed.current = true;
    deleteNote.mutate(note.id, {
      onSuccess: () => {
        selection.remove(note.id);
        toast({ title: t(NOTE_TOASTS.deletedTitle), description: t(NOTE_TOASTS.deleted) });
      },
      onError: (cause) =>
        toast({ title: t(NOTE_TOASTS.errorTitle), description: errorMessage(cause, t(NOTE_TOASTS.deleteFailed)), variant: 'destructive' }),
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
        hasNotes={total > 0}
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

      {pages ? (
        <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="notes-count">
          {pages.filterActive ? countOf(pages.matching, total) : countLabel(total)}
          {pages.searching ? <span className="ml-2">{t(NOTES_PAGE_TEXTS.searching)}</span> : null}
        </p>
      ) : notes && notes.length > 0 ? (
        <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="notes-count">
          {filtered.length === notes.length ? countLabel(notes.length) : countOf(filtered.length, notes.length)}
        </p>
      ) : null}

      {selection.count > 0 ? (
        <SelectionBar
          count={selection.count}
          onSelectAll={() => {
            if (!pages) return selection.set(filtered.map((note) => note.id));
            pages.everyId().then(selection.set, (cause: unknown) =>
              toast({
                title: t(NOTE_TOASTS.errorTitle),
                description: errorMessage(cause, t(NOTES_PAGE_TEXTS.loadFailed)),
                variant: 'destructive',
              }),
            );
          }}
          onClear={selection.clear}
        />
      ) : null}

      {isPending || isError ? (
        <NotesLoadState error={isError ? error : null} onRetry={refetch} />
      ) : pages ? (
        pages.error ? (
          <NotesLoadState error={pages.error} onRetry={pages.retry} />
        ) : pages.cards.length === 0 && !pages.searching ? (
          <NotesEmpty filtered={pages.filterActive} onCreate={openCreate} />
        ) : (
          <PagedNotesGrid
            notes={pages.cards}
            total={pages.matching}
            hasMore={pages.hasMore}
            loadingMore={pages.loadingMore}
            onLoadMore={pages.loadMore}
            busy={pages.searching}
            selected={selection.selected}
            onToggle={selection.toggle}
            onEdit={openEdit}
            onDelete={openDelete}
          />
        )
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('Delete Note')}
        description={t(NOTES_PAGE_TEXTS.deleteQuestion)}
        subject={deleting?.title}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCloseAutoFocus={afterDeleteDialog}
      />
    </div>
  );
}
