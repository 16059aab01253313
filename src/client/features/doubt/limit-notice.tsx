import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { DOUBT_TOASTS } from '../../../shared/doubt';

/** The inline red notice beside the limit toast; it stays until the page is left. */
export function LimitNotice() {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{DOUBT_TOASTS.limitTitle}</p>
        <p>{DOUBT_TOASTS.limit}</p>
        <Link href="/dashboard" className="font-medium underline underline-offset-4">
          See plans on the dashboard
        </Link>
      </div>
    </div>
  );
}
