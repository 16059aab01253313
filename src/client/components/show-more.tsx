import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { useTranslation } from 'react-i18next';

/** What a paged list query tells about its later pages (TanStack Query's infinite query has these). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface ShowMoreProps extends MorePages {
  /** The button's text; "Show more" unless the list says otherwise. */
  label?: string;
}

/** Reads the next page of a list the server answers a page at a time; nothing once the last page is in. */
export function ShowMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label }: ShowMoreProps) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
        {isFetchingNextPage && <Spinner />}
        {label ?? t('Show more')}
      </Button>
    </div>
  );
}
