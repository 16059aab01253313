import { useRef } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, type UploadResponse, uploadProblem } from '../../../shared/upload';
import { SUMMARY_TOASTS } from '../../../shared/summary';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { ApiError } from '../../lib/api';
import { useUploadDocument } from './api/upload-document';

/** The server's own message when it sent one (wrong type, too large, no text...), else the spec's fallback. */
function uploadFailure(error: unknown, t: TFunction<'summary'>): string {
  if (error instanceof ApiError && error.code) return error.serverMessage;
  return t(SUMMARY_TOASTS.processFailed);
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
  const { t } = useTranslation('summary');
  const message = useMessage();

  function pick(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = '';
    const problem = uploadProblem(file, false);
    if (problem) {
      toast({ title: t(SUMMARY_TOASTS.uploadFailed), description: message(problem), variant: 'destructive' });
      return;
    }
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (document) => {
        onUploaded(document);
        toast({
          title: t(SUMMARY_TOASTS.uploadedTitle),
          description: t('The text of {filename} is in the content box.', { filename: document.filename }),
        });
      },
      onError: (error) => toast({ title: t(SUMMARY_TOASTS.uploadFailed), description: uploadFailure(error, t), variant: 'destructive' }),
      onSettled: () => onBusyChange(false),
    });
  }

  const phase = upload.phase;
  return (
    <div className="space-y-2">
      <Label htmlFor="summary-file">{t('Upload File (optional)')}</Label>
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
        {t('.txt, .csv, .md or .pdf, up to 10 MB. Its text goes into the content box.')}
      </p>
      {phase && (
        <div role="status" className="space-y-1.5 text-sm">
          {phase.stage === 'sending' ? (
            <>
              <p>{t('Uploading... {percent, number}%', { percent: phase.percent })}</p>
              <div
                role="progressbar"
                aria-label={t('Upload progress')}
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
              {t('Reading the file...')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
