import { Eye, FileText, Trash2 } from 'lucide-react';
import { SUMMARY_MODE_LABELS, type SavedSummary } from '../../../shared/summary';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { MakeFlashcards } from '../../components/make-flashcards';
import { formatSavedAt } from './saved-at';

interface SavedSummariesProps {
  summaries: SavedSummary[] | undefined;
  error: Error | null;
  onRetry: () => void;
  onView: (summary: SavedSummary) => void;
  onDelete: (summary: SavedSummary) => void;
  /** The one being deleted, whose button shows a spinner. */
  deletingId?: string;
}

function Body({ summaries, error, onRetry, onView, onDelete, deletingId }: SavedSummariesProps) {
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="font-medium">Your saved summaries could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!summaries) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p>Loading your summaries...</p>
      </div>
    );
  }
  if (summaries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <FileText aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-medium">No saved summaries yet.</p>
        <p className="text-sm text-muted-foreground">Generate a summary and press Save to keep it here.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Saved summaries">
      {summaries.map((summary) => (
        <li key={summary.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <p className="line-clamp-2 break-words font-medium">{summary.title}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{SUMMARY_MODE_LABELS[summary.mode]}</Badge>
              <time dateTime={summary.createdAt}>{formatSavedAt(summary.createdAt)}</time>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => onView(summary)} aria-label={`View ${summary.title}`}>
              <Eye aria-hidden />
              View
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
              aria-label={`Delete ${summary.title}`}
            >
              {deletingId === summary.id ? <Spinner /> : <Trash2 aria-hidden />}
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Saved Summaries': title, mode and date of each, newest first, with view, make flashcards and delete. */
export function SavedSummaries(props: SavedSummariesProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Saved Summaries</h2>
      </CardHeader>
      <CardContent>
        <Body {...props} />
      </CardContent>
    </Card>
  );
}
