import { useRef } from 'react';
import { acceptAttribute, type UploadResponse, uploadProblem } from '../../../shared/upload';
import { SUMMARY_TOASTS } from '../../../shared/summary';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useUploadDocument } from './api/upload-document';

/** The server's own message when it sent one (wrong type, too large, no text...), else the spec's fallback. */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.code) return error.serverMessage;
  return SUMMARY_TOASTS.processFailed;
}

interface SummaryFileFieldProps {
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
  onUploaded: (document: UploadResponse) => void;
}

/** Upload File: a .txt, .csv, .md or .pdf of at most 10 MB; its text fills the content box, with the upload's progress shown. */
export function SummaryFileField({ disabled, onBusyChange, onUploaded }: SummaryFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();

  function pick(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = '';
    const problem = uploadProblem(file, false);
    if (problem) {
      toast({ title: SUMMARY_TOASTS.uploadFailed, description: problem, variant: 'destructive' });
      return;
    }
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (document) => {
        onUploaded(document);
        toast({ title: SUMMARY_TOASTS.uploadedTitle, description: SUMMARY_TOASTS.uploaded(document.filename) });
      },
      onError: (error) => toast({ title: SUMMARY_TOASTS.uploadFailed, description: uploadFailure(error), variant: 'destructive' }),
      onSettled: () => onBusyChange(false),
    });
  }

  const phase = upload.phase;
  return (
    <div className="space-y-2">
      <Label htmlFor="summary-file">Upload File (optional)</Label>
      <input
        ref={input}
        id="summary-file"
        type="file"
        accept={acceptAttribute(false)}
        disabled={disabled || upload.isPending}
        aria-describedby="summary-file-hint"
        onChange={(event) => pick(event.target.files?.[0])}
        className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 disabled:opacity-50"
      />
      <p id="summary-file-hint" className="text-xs text-muted-foreground">
        .txt, .csv, .md or .pdf, up to 10 MB. Its text goes into the content box.
      </p>
      {phase && (
        <div role="status" className="space-y-1.5 text-sm">
          {phase.stage === 'sending' ? (
            <>
              <p>Uploading... {phase.percent}%</p>
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={phase.percent}
                className="h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${phase.percent}%` }} />
              </div>
            </>
          ) : (
            <p className="flex items-center gap-2">
              <Spinner />
              Reading the file...
            </p>
          )}
        </div>
      )}
    </div>
  );
}
