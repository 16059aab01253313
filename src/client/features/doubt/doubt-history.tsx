import { Eye, History } from 'lucide-react';
import type { Doubt } from '../../../shared/doubt';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';

interface DoubtHistoryProps {
  doubts: Doubt[] | undefined;
  error: Error | null;
  onRetry: () => void;
  onView: (doubt: Doubt) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Body({ doubts, error, onRetry, onView }: DoubtHistoryProps) {
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="font-medium">Your doubt history could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!doubts) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p>Loading your doubt history...</p>
      </div>
    );
  }
  if (doubts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <History aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-medium">No doubts solved yet.</p>
        <p className="text-sm text-muted-foreground">Start by asking your first question!</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Past doubts">
      {doubts.map((doubt) => (
        <li key={doubt.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <p className="line-clamp-2 break-words font-medium">{doubt.question}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <time dateTime={doubt.createdAt}>{dateFormat.format(new Date(doubt.createdAt))}</time>
              {doubt.subject && <Badge variant="secondary">{doubt.subject}</Badge>}
            </div>
          </div>
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => onView(doubt)}>
            <Eye aria-hidden />
            View Solution
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** 'Your Doubt History': newest first, each opening the same result view as a fresh solve. */
export function DoubtHistory(props: DoubtHistoryProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Your Doubt History</h2>
      </CardHeader>
      <CardContent>
        <Body {...props} />
      </CardContent>
    </Card>
  );
}
