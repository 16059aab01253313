import { BookmarkPlus, Check } from 'lucide-react';
import type { NoteInput } from '../../shared/note';
import { errorMessage } from '../lib/api';
import { useSaveAsNote } from '../lib/use-save-as-note';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toast } from './ui/use-toast';
import { useTranslation } from 'react-i18next';

/** What each tool says when its result was saved as a note, or was not. */
export interface SaveToNotesToasts {
  savedTitle: string;
  saved: string;
  failedTitle: string;
  /** The description when the server gave no message of its own. */
  failed: string;
}

interface SaveToNotesButtonProps {
  /** The note, made when the button is pressed. */
  note: () => NoteInput;
  toasts: SaveToNotesToasts;
  size?: 'default' | 'sm';
  label?: string;
}

/** 'Save to Notes' under a tool's result: pressed once, it stays 'Saved to Notes'. */
export function SaveToNotesButton({ note, toasts, size = 'default', label }: SaveToNotesButtonProps) {
  const { t } = useTranslation();
  const save = useSaveAsNote();
  const saveToNotes = () =>
    save.mutate(note(), {
      onSuccess: () => toast({ title: toasts.savedTitle, description: toasts.saved }),
      onError: (cause) => toast({ title: toasts.failedTitle, description: errorMessage(cause, toasts.failed), variant: 'destructive' }),
    });
  return (
    <Button variant="outline" size={size} onClick={saveToNotes} disabled={save.isPending || save.isSuccess}>
      {save.isPending ? (
        <Spinner className={size === 'sm' ? 'size-4' : undefined} />
      ) : save.isSuccess ? (
        <Check aria-hidden />
      ) : (
        <BookmarkPlus aria-hidden />
      )}
      {save.isSuccess ? t('Saved to Notes') : (label ?? t('Save to Notes'))}
    </Button>
  );
}
