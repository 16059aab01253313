import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
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
  const { t } = useTranslation('notes');
  const message = useMessage();

  const submit = () => {
    if (!isDraftComplete(draft)) {
      toast({
        title: message(NOTE_MESSAGES.validationTitle),
        description: message(NOTE_MESSAGES.titleAndContentRequired),
        variant: 'destructive',
      });
      return;
    }
    createNote.mutate(createInput(draft), {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        onOpenChange(false);
        toast({ title: t(NOTE_TOASTS.createdTitle), description: t(NOTE_TOASTS.created) });
      },
      onError: (error) =>
        toast({ title: t(NOTE_TOASTS.errorTitle), description: errorMessage(error, t(NOTE_TOASTS.createFailed)), variant: 'destructive' }),
    });
  };

  return (
    <NoteFormDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('Create New Note')}
      description={t('Add a new note to your collection')}
      submitLabel={t('Create Note')}
      pendingLabel={t('Creating...')}
      pending={createNote.isPending}
      draft={draft}
      onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={submit}
    />
  );
}
