import { Eye, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DoubtListItem } from '../../../shared/doubt';
import { formatDateTime } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { ListEmpty, ListFailed, ListLoading } from '../../components/list-states';
import { type MorePages, ShowMore } from '../../components/show-more';
import { Spinner } from '../../components/ui/spinner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';

interface DoubtHistoryProps {
  doubts: DoubtListItem[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The history's later pages. */
  more: MorePages;
  onView: (doubt: DoubtListItem) => void;
  /** The one being read to be shown, whose button shows a spinner. */
  openingId?: string;
}

function Body({ doubts, error, onRetry, more, onView, openingId }: DoubtHistoryProps) {
  const { t } = useTranslation('doubt');
  const { language } = useLanguage();
  if (error) return <ListFailed title={t('Your doubt history could not be loaded.')} error={error} onRetry={onRetry} />;
  if (!doubts) return <ListLoading text={t('Loading your doubt history...')} />;
  if (doubts.length === 0)
    return <ListEmpty icon={History} title={t('No doubts solved yet.')} text={t('Start by asking your first question!')} />;
  return (
    <>
      <ul className="space-y-3" aria-label={t('Past doubts')}>
        {doubts.map((doubt) => (
          <li key={doubt.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1.5">
              <p className="line-clamp-2 break-words font-medium" data-untranslated>
                {doubt.question}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <time dateTime={doubt.createdAt}>{formatDateTime(doubt.createdAt, language)}</time>
                {doubt.subject && (
                  <Badge variant="secondary" data-untranslated>
                    {doubt.subject}
                  </Badge>
                )}
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={() => onView(doubt)}
              disabled={openingId === doubt.id}
              aria-busy={openingId === doubt.id}
            >
              {openingId === doubt.id ? <Spinner /> : <Eye aria-hidden />}
              {t('View Solution')}
            </Button>
          </li>
        ))}
      </ul>
      <ShowMore {...more} />
    </>
  );
}

/** 'Your Doubt History': newest first, each opening the same result view as a fresh solve. */
export function DoubtHistory(props: DoubtHistoryProps) {
  const { t } = useTranslation('doubt');
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Your Doubt History')}</h2>
      </CardHeader>
      <CardContent>
        <Body {...props} />
      </CardContent>
    </Card>
  );
}
