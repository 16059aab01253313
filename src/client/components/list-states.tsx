import type { LucideIcon } from 'lucide-react';
import { errorMessage } from '../lib/api';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { useTranslation } from 'react-i18next';

// The states of a tool's saved list (doubt history, saved summaries) before it has items to show.

/** The list could not be fetched: what failed, the server's reason and a retry. */
export function ListFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}

export function ListLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      <p>{text}</p>
    </div>
  );
}

/** Nothing saved yet, and how to start. */
export function ListEmpty({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
