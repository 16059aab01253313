import { useId } from 'react';
import { formatNumber, formatTime } from '../../../shared/i18n/format';
import { USAGE_KINDS, USAGE_LABELS, type UsageCount } from '../../../shared/usage';
import { useLanguage } from '../../i18n/language';
import { useLimits } from '../../lib/get-limits';
import { cn } from '../../lib/cn';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!data) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="usage-left">
      <p id={headingId} className="text-xs uppercase tracking-wide text-muted-foreground">
        {t('Left today')}
      </p>
      <ul className="mt-2 space-y-2">
        {USAGE_KINDS.map((kind) => (
          <li key={kind} data-testid={`usage-${kind}`}>
            <p className="flex flex-wrap justify-between gap-x-2">
              <span>{t(USAGE_LABELS[kind])}</span>{' '}
              <span className="font-medium tabular-nums">
                {t('{left} of {limit} left', {
                  left: formatNumber(Math.max(0, data.usage[kind].limit - data.usage[kind].used), language),
                  limit: formatNumber(data.usage[kind].limit, language),
                })}
              </span>
            </p>
            <Meter {...data.usage[kind]} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">{t('Resets at {time}', { time: formatTime(data.resetsAt, language) })}</p>
    </section>
  );
}
