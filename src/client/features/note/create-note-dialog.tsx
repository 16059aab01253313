import { useState } from 'react';
import { NOTE_MESSAGES, NOTE_TOASTS } from '../../../shared/note';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useCreateNote } from './api/create-note';
import { createInput, EMPTY_DRAFT, isDraftComplete, type NoteDraft } from './note-draft';
import { NoteFormDialog } from './note-form-dialog';

interface CreateNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Create New Note'. The draft lives outside the dialog, so closing it by mistake loses nothing. */
export function CreateNoteDialog({ open, onOpenChange, onCloseAutoFocus }: CreateNoteDialogProps) {
  const [draft, setDraft] = useState<NoteDraft>(EMPTY_DRAFT);
  const createNote = useCreateNote();

  const submit = () => {
    if (!isDraftComplete(draft)) {
      toast({ title: NOTE_MESSAGES.validationTitle, description: NOTE_MESSAGES.titleAndContentRequired, variant: 'destructive' });
      return;
    }
    createNote.mutate(createInput(draft), {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        onOpenChange(false);
        toast({ title: NOTE_TOASTS.createdTitle, description: NOTE_TOASTS.created });
      },
      onError: (error) =>
        toast({ title: NOTE_TOASTS.errorTitle, description: errorMessage(error, NOTE_TOASTS.createFailed), variant: 'destructive' }),
    });
  };

  return (
    <NoteFormDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Create New Note"
      description="Add a new note to your collection"
      submitLabel="Create Note"
      pendingLabel="Creating..."
      pending={createNote.isPending}
      draft={draft}
      onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={submit}
    />
  );
}
