import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_TEXTS } from '../../../shared/offline';
import { useOnline } from '../../lib/offline/use-online';
import { useSyncStatus } from '../../lib/offline/review-sync';

/**
 * Under the header of every signed-in page: that the network is gone and what still works, and the
 * grades given offline that wait to be sent ("Synced" once they are). A status region, always in
 * the page, so a screen reader hears each change.
 */
export function OfflineBanner() {
  const online = useOnline();
  const sync = useSyncStatus();
  const { t } = useTranslation('offline');
  const syncLine =
    sync.state === 'syncing'
      ? t(OFFLINE_TEXTS.syncing)
      : sync.waiting > 0
        ? t('{count, plural, one {# review waiting to sync} other {# reviews waiting to sync}}', { count: sync.waiting })
        : sync.state === 'synced'
          ? t(OFFLINE_TEXTS.synced)
          : null;
  const shown = !online || syncLine !== null || sync.dropped > 0;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className={shown ? 'border-b bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50' : ''}
    >
      {shown ? (
        <div className="flex flex-col gap-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
          {!online ? (
            <p className="flex items-start gap-2">
              <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{t(OFFLINE_TEXTS.banner)}</span>
            </p>
          ) : null}
          {syncLine ? (
            <p className="flex items-center gap-2 font-medium" data-testid="sync-status">
              <RefreshCw className="size-4 shrink-0" aria-hidden />
              {syncLine}
            </p>
          ) : null}
          {sync.dropped > 0 ? (
            <p>
              {t(
                '{count, plural, one {# review made offline was not recorded: its card was deleted or reviewed later on another device.} other {# reviews made offline were not recorded: their cards were deleted or reviewed later on another device.}}',
                { count: sync.dropped },
              )}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
