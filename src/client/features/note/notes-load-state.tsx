import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { NOTES_PAGE_TEXTS } from './notes-texts';

/** 'Loading your notes...', or a failed load with a way to try again. */
export function NotesLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('notes');
  if (!error) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-12 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p>{t('Loading your notes...')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/50 px-6 py-12 text-center">
      <p className="font-medium">{t(NOTES_PAGE_TEXTS.loadFailed)}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}
