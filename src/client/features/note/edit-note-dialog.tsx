import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { type Note, NOTE_TOASTS } from '../../../shared/note';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useUpdateNote } from './api/update-note';
import { draftFromNote, type NoteDraft, updateInput } from './note-draft';
import { NoteFormDialog } from './note-form-dialog';

interface EditNoteDialogProps {
  /** Mount with a key per opening: the draft starts from the note each time. */
  note: Note;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Edit Note': the chosen note's fields; an update checks no field as required. */
export function EditNoteDialog({ note, open, onOpenChange, onCloseAutoFocus }: EditNoteDialogProps) {
  const [draft, setDraft] = useState<NoteDraft>(() => draftFromNote(note));
  const updateNote = useUpdateNote();
  const { t } = useTranslation('notes');

  const submit = () =>
    updateNote.mutate(
      { id: note.id, input: updateInput(draft) },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t(NOTE_TOASTS.updatedTitle), description: t(NOTE_TOASTS.updated) });
        },
        onError: (error) =>
          toast({
            title: t(NOTE_TOASTS.errorTitle),
            description: errorMessage(error, t(NOTE_TOASTS.updateFailed)),
            variant: 'destructive',
          }),
      },
    );

  return (
    <NoteFormDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('Edit Note')}
      description={t('Update your note content and details')}
      submitLabel={t('Update Note')}
      pendingLabel={t('Updating...')}
      pending={updateNote.isPending}
      draft={draft}
      onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={submit}
    />
  );
}
