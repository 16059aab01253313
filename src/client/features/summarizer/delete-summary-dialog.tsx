import type { SavedSummary } from '../../../shared/summary';
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

interface DeleteSummaryDialogProps {
  summary: SavedSummary | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (summary: SavedSummary) => void;
}

/** Delete asks first: an alert dialog that puts focus on Cancel. */
export function DeleteSummaryDialog({ summary, onOpenChange, onConfirm }: DeleteSummaryDialogProps) {
  return (
    <AlertDialog open={summary !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Summary</AlertDialogTitle>
          <AlertDialogDescription>
            This summary will be deleted for good.
            {summary ? <span className="mt-2 block break-words font-medium text-foreground">{summary.title}</span> : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => summary && onConfirm(summary)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
