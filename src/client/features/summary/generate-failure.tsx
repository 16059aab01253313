import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_TOASTS } from '../../../shared/summary';
import { Button } from '../../components/ui/button';

/** Beside the toast, a failure that stays until the next try: the form keeps its contents, so one click retries. */
export function GenerateFailure({ message, onRetry, pending }: { message: string; onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation('summary');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold text-destructive">{t(SUMMARY_TOASTS.generateFailed)}</p>
        {message && <p className="break-words">{message}</p>}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={pending}>
        <RotateCcw aria-hidden />
        {t('Try again')}
      </Button>
    </div>
  );
}
