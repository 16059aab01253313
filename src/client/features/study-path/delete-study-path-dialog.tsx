import type { StudyPathSummary } from '../../../shared/study-path';
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
import { STUDY_PATH_TEXTS } from './study-path-texts';

interface DeleteStudyPathDialogProps {
  path: StudyPathSummary | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (path: StudyPathSummary) => void;
}

/** Deleting drops the ticked steps too, so it asks first. */
export function DeleteStudyPathDialog({ path, onOpenChange, onConfirm }: DeleteStudyPathDialogProps) {
  return (
    <AlertDialog open={path !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{STUDY_PATH_TEXTS.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {STUDY_PATH_TEXTS.deleteQuestion}
            {path ? <span className="mt-2 block font-medium text-foreground">{path.topic}</span> : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => path && onConfirm(path)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
