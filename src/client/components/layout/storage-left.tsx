import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import {
  megabytes,
  STORAGE_KINDS,
  STORAGE_LABELS,
  type StorageKind,
  type StorageUse,
  storageUseText,
} from '../../../shared/storage-quotas';
import { useLimits } from '../../lib/get-limits';

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
  // A server from before the storage quotas answers no `storage`.
  if (!data?.storage) return null;
  const storage = data.storage;
  const nearlyFull = STORAGE_KINDS.filter((kind) => share(storage[kind]) >= NEARLY_FULL);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="storage-left">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span id={headingId} className="text-xs uppercase tracking-wide text-muted-foreground">
            Storage
          </span>
          <ChevronRight className="size-4 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden />
        </summary>
        <ul className="mt-2 space-y-1.5">
          {STORAGE_KINDS.map((kind) => (
            <StorageLine key={kind} kind={kind} use={storage[kind]} />
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">What your plan keeps. Delete what you no longer need to make room.</p>
      </details>
      {nearlyFull.length > 0 && (
        <p className="mt-2 text-xs text-destructive" data-testid="storage-nearly-full">
          Nearly full: {nearlyFull.map((kind) => STORAGE_LABELS[kind]).join(', ')}
        </p>
      )}
    </section>
  );
}

function StorageLine({ kind, use }: { kind: StorageKind; use: StorageUse }) {
  return (
    <li data-testid={`storage-${kind}`} className="flex flex-wrap justify-between gap-x-2">
      <span>{STORAGE_LABELS[kind]}</span>
      <span className="tabular-nums">
        <span className="font-medium">{storageUseText(use)}</span>
        {use.bytes && (
          <span className="text-muted-foreground">
            {' '}
            · {megabytes(use.bytes.used)} of {megabytes(use.bytes.limit)}
          </span>
        )}
      </span>
    </li>
  );
}
