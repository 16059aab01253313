import { Eye, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_MODE_LABELS, type SummaryListItem } from '../../../shared/summary';
import { ListEmpty, ListFailed, ListLoading } from '../../components/list-states';
import { type MorePages, ShowMore } from '../../components/show-more';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { MakeFlashcards } from '../../components/make-flashcards';
import { useLanguage } from '../../i18n/language';
import { formatSavedAt } from './saved-at';

interface SavedSummariesProps {
  summaries: SummaryListItem[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The list's later pages. */
  more: MorePages;
  onView: (summary: SummaryListItem) => void;
  /** The one being read to be shown, whose View button shows a spinner. */
  openingId?: string;
  onDelete: (summary: SummaryListItem) => void;
  /** The one being deleted, whose button shows a spinner. */
  deletingId?: string;
}

function Body({ summaries, error, onRetry, more, onView, openingId, onDelete, deletingId }: SavedSummariesProps) {
  const { t } = useTranslation('summary');
  const { language } = useLanguage();
  if (error) return <ListFailed title={t('Your saved summaries could not be loaded.')} error={error} onRetry={onRetry} />;
  if (!summaries) return <ListLoading text={t('Loading your summaries...')} />;
  if (summaries.length === 0) {
    return (
      <ListEmpty icon={FileText} title={t('No saved summaries yet.')} text={t('Generate a summary and press Save to keep it here.')} />
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label={t('Saved summaries')}>
        {summaries.map((summary) => (
          <li key={summary.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1.5">
              <p className="line-clamp-2 break-words font-medium" data-untranslated>
                {summary.title}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="secondary">{t(SUMMARY_MODE_LABELS[summary.mode])}</Badge>
                <time dateTime={summary.createdAt}>{formatSavedAt(summary.createdAt, language)}</time>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onView(summary)}
                disabled={openingId === summary.id}
                aria-busy={openingId === summary.id}
                aria-label={t('View {title}', { title: summary.title })}
              >
                {openingId === summary.id ? <Spinner /> : <Eye aria-hidden />}
                {t('View')}
              </Button>
              <MakeFlashcards
                request={{ summaryId: summary.id }}
                source={{ kind: 'summary', id: summary.id }}
                title={summary.title}
                size="sm"
              />
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDelete(summary)}
                disabled={deletingId === summary.id}
                aria-label={t('Delete {title}', { title: summary.title })}
              >
                {deletingId === summary.id ? <Spinner /> : <Trash2 aria-hidden />}
                {t('Delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ShowMore {...more} />
    </>
  );
}

/** 'Saved Summaries': title, mode and date of each, newest first, with view, make flashcards and delete. */
export function SavedSummaries(props: SavedSummariesProps) {
  const { t } = useTranslation('summary');
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Saved Summaries')}</h2>
      </CardHeader>
      <CardContent>
        <Body {...props} />
      </CardContent>
    </Card>
  );
}
