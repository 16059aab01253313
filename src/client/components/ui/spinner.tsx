import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from 'react-i18next';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden className={cn('size-5 animate-spin', className)} />;
}

/** The full-page state shown while the session loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">{t('Loading...')}</p>
    </div>
  );
}
