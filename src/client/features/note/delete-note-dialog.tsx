import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import type { Note } from '../../../shared/note';
import { NOTES_PAGE_TEXTS } from './notes-texts';

/** What the dialog needs of a note: a card from the full list and one from a page both have it. */
type DeletedNote = Pick<Note, 'id' | 'title'>;

interface DeleteNoteDialogProps {
  note: DeletedNote | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: DeletedNote) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Delete asks first: an alert dialog rather than window.confirm. */
export function DeleteNoteDialog({ note, open, onOpenChange, onConfirm, onCloseAutoFocus }: DeleteNoteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Note</AlertDialogTitle>
          <AlertDialogDescription>
            {NOTES_PAGE_TEXTS.deleteQuestion}
            {note ? <span className="mt-2 block font-medium text-foreground">{note.title}</span> : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => note && onConfirm(note)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
