import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The name of what goes (a note's title, a topic), on a line of its own under the description. */
  subject?: string;
  /** The confirming button's words; 'Delete' unless said. */
  confirmLabel?: string;
  onConfirm: () => void;
  /**
   * Given when the dialog waits for the action to finish: it stays open on confirm, both buttons are
   * disabled while `pending`, and the confirming one says `label`. The caller closes it when done.
   */
  busy?: { pending: boolean; label: string };
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before something that cannot be undone (delete, clear, leave, remove). An alert dialog, not
 * window.confirm: announced as such, it does not close on an outside click and focus starts on Cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  subject,
  confirmLabel,
  onConfirm,
  busy,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            {description}
            {subject ? <span className="mt-2 block break-words font-medium text-foreground">{subject}</span> : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy?.pending}>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy?.pending}
            onClick={(event) => {
              if (busy) event.preventDefault();
              onConfirm();
            }}
          >
            {busy?.pending ? busy.label : (confirmLabel ?? t('Delete'))}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
