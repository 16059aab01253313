import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { STORAGE_KINDS, STORAGE_LABELS, type StorageKind, type StorageUse } from '../../../shared/storage-quotas';
import { formatNumber } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { useLimits } from '../../lib/get-limits';
import { useTranslation } from 'react-i18next';

const MB = 1_000_000;

/** A kind at 90% of its count or size: named outside the folded list, so the user sees it coming. */
const NEARLY_FULL = 0.9;

const share = ({ used, limit, bytes }: StorageUse) => Math.max(used / limit, bytes ? bytes.used / bytes.limit : 0);

/**
 * What the user keeps of each stored kind against their plan's quota: folded under 'Storage'
 * (a native disclosure, so keyboards and screen readers open it as they would any other), with the
 * kinds that are nearly full named beside the heading.
 */
export function StorageLeft() {
  const { data } = useLimits();
  const headingId = useId();
  const { t } = useTranslation();
  // A server from before the storage quotas answers no `storage`.
  if (!data?.storage) return null;
  const storage = data.storage;
  const nearlyFull = STORAGE_KINDS.filter((kind) => share(storage[kind]) >= NEARLY_FULL);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="storage-left">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span id={headingId} className="text-xs uppercase tracking-wide text-muted-foreground">
            {t('Storage')}
          </span>
          <ChevronRight className="size-4 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden />
        </summary>
        <ul className="mt-2 space-y-1.5">
          {STORAGE_KINDS.map((kind) => (
            <StorageLine key={kind} kind={kind} use={storage[kind]} />
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">{t('What your plan keeps. Delete what you no longer need to make room.')}</p>
      </details>
      {nearlyFull.length > 0 && (
        <p className="mt-2 text-xs text-destructive" data-testid="storage-nearly-full">
          {t('Nearly full: {kinds}', { kinds: nearlyFull.map((kind) => t(STORAGE_LABELS[kind])).join(', ') })}
        </p>
      )}
    </section>
  );
}

function StorageLine({ kind, use }: { kind: StorageKind; use: StorageUse }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const count = (n: number) => formatNumber(n, language);
  const megabytes = (bytes: number) => t('{amount} MB', { amount: formatNumber(bytes / MB, language, bytes >= 10 * MB ? 0 : 1) });
  return (
    <li data-testid={`storage-${kind}`} className="flex flex-wrap justify-between gap-x-2">
      <span>{t(STORAGE_LABELS[kind])}</span>
      <span className="tabular-nums">
        <span className="font-medium">{t('{used} of {limit}', { used: count(use.used), limit: count(use.limit) })}</span>
        {use.bytes && (
          <span className="text-muted-foreground">
            {' '}
            · {t('{used} of {limit}', { used: megabytes(use.bytes.used), limit: megabytes(use.bytes.limit) })}
          </span>
        )}
      </span>
    </li>
  );
}
