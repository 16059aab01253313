import { useId } from 'react';
import { USAGE_KINDS, USAGE_LABELS, type UsageCount, usageLeftText } from '../../../shared/usage';
import { useLimits } from '../../lib/get-limits';
import { cn } from '../../lib/cn';

const resetTime = (resetsAt: string) => new Date(resetsAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

function Meter({ used, limit }: UsageCount) {
  const left = Math.max(0, limit - used);
  return (
    // The text beside it says the same; the bar is only a glance.
    <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-border">
      <div
        className={cn('h-full rounded-full', left === 0 ? 'bg-destructive' : 'bg-primary')}
        style={{ width: `${Math.min(100, (left / limit) * 100)}%` }}
      />
    </div>
  );
}

/** What is left of today's chat messages, doubts and AI generations, and when the day resets. */
export function UsageLeft() {
  const { data } = useLimits();
  const headingId = useId();
  if (!data) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="usage-left">
      <p id={headingId} className="text-xs uppercase tracking-wide text-muted-foreground">
        Left today
      </p>
      <ul className="mt-2 space-y-2">
        {USAGE_KINDS.map((kind) => (
          <li key={kind} data-testid={`usage-${kind}`}>
            <p className="flex flex-wrap justify-between gap-x-2">
              <span>{USAGE_LABELS[kind]}</span> <span className="font-medium tabular-nums">{usageLeftText(data.usage[kind])}</span>
            </p>
            <Meter {...data.usage[kind]} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">Resets at {resetTime(data.resetsAt)}</p>
    </section>
  );
}
